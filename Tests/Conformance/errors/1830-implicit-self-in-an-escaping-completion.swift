// ERRORS: a coordinator's property used without `self.` in an escaping completion handler is refused in swiftc's words
final class LoginViewController {
    var onLogin: (() -> Void)?
    func submit(completion: @escaping (Bool) -> Void) {
        completion(true)
    }
    deinit { print("LoginViewController deinit") }
}

final class LoginCoordinator {
    var isLoggedIn = false
    let screen = LoginViewController()

    func start() {
        screen.submit { ok in
            isLoggedIn = ok
        }
    }
    deinit { print("LoginCoordinator deinit") }
}

let coordinator = LoginCoordinator()
coordinator.start()
print(coordinator.isLoggedIn)
