// A parent coordinator listens for its child's `finished` subject and removes the child; the child goes at once, while the parent's stored token keeps the subscription until the parent cancels it.
// prelude: uikit

final class Probe {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("Probe \(name) deinit") }
}

final class CheckoutCoordinator {
    let finished = PassthroughSubject<String, Never>()
    deinit { print("CheckoutCoordinator deinit") }
    func complete() { finished.send("paid") }
}

final class CartCoordinator {
    var children: [CheckoutCoordinator] = []
    var cancellables = Set<AnyCancellable>()
    func startCheckout() {
        let child = CheckoutCoordinator()
        let probe = Probe("checkout subscription")
        child.finished.sink { [weak self, weak child] result in
            print("checkout finished:", result, probe.name)
            self?.children.removeAll { $0 === child }
        }.store(in: &cancellables)
        children.append(child)
    }
    deinit { print("CartCoordinator deinit") }
}

let cart = CartCoordinator()
cart.startCheckout()
cart.children[0].complete()
print("children:", cart.children.count)
print("-- cancelling the parent's subscriptions")
cart.cancellables.removeAll()
print("-- end")
