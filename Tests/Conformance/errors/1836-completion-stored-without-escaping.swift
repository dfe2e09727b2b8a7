// ERRORS: a completion handler stored without `@escaping` is refused in swiftc's words
final class PaymentViewController {
    var onFinish: (() -> Void)?

    func configure(onFinish: () -> Void) {
        self.onFinish = onFinish
    }
    deinit { print("PaymentViewController deinit") }
}

final class PaymentCoordinator {
    let screen = PaymentViewController()
    func start() {
        screen.configure { print("payment finished") }
    }
}

PaymentCoordinator().start()
