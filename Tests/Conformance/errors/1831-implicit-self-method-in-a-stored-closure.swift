// ERRORS: a method called without `self.` inside a closure stored in a property is refused in swiftc's words
final class DetailViewController {
    var onClose: (() -> Void)?
    deinit { print("DetailViewController deinit") }
}

final class DetailCoordinator {
    let screen = DetailViewController()
    var finished = 0

    func start() {
        screen.onClose = {
            finish()
        }
    }

    func finish() { finished += 1 }
    deinit { print("DetailCoordinator deinit") }
}

let detail = DetailCoordinator()
detail.start()
detail.screen.onClose?()
print(detail.finished)
