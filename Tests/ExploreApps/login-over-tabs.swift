// A tab bar app that asks for a login first: the login flow's navigation controller is
// presented full screen over the tab bar (no swipe down), and its coordinator is removed
// in the completion handler of the dismissal, once the sign-in screen says so. The
// completion captures the app coordinator weakly and the login coordinator strongly,
// which is fine: the handler runs once and is gone. The sign-up screen, pushed inside
// the login flow, can go back to sign-in.
final class AppCoordinator {
    var children: [AnyObject] = []
    let tabBarController = UITabBarController()

    func start() {
        let feed = UINavigationController(rootViewController: FeedViewController())
        let account = UINavigationController(rootViewController: AccountViewController())
        tabBarController.setViewControllers([feed, account], animated: false)
    }
    func showLogin() {
        let login = LoginCoordinator()
        login.onSignedIn = { [weak self, weak login] in
            self?.tabBarController.dismiss(animated: true) { [weak self] in
                self?.children.removeAll { $0 === login }
            }
        }
        children.append(login)
        login.start(on: tabBarController)
    }
}

final class LoginCoordinator {
    let navigationController = UINavigationController()
    var onSignedIn: (() -> Void)?

    func start(on presenter: UIViewController) {
        let signIn = SignInViewController()
        signIn.coordinator = self
        navigationController.viewControllers = [signIn]
        navigationController.modalPresentationStyle = .fullScreen
        presenter.present(navigationController, animated: true)
    }
    func showSignUp() {
        navigationController.pushViewController(SignUpViewController(), animated: true)
    }
    func signedIn() {
        onSignedIn?()
    }
    deinit { print("LoginCoordinator deinit") }
}

final class SignInViewController: UIViewController {
    weak var coordinator: LoginCoordinator?
    func signIn() { coordinator?.signedIn() }
    func signUp() { coordinator?.showSignUp() }
    deinit { print("SignInViewController deinit") }
}

final class SignUpViewController: UIViewController {
    deinit { print("SignUpViewController deinit") }
}

final class FeedViewController: UIViewController {
}

final class AccountViewController: UIViewController {
}

let window = UIWindow()
let app = AppCoordinator()
app.start()
window.rootViewController = app.tabBarController
window.makeKeyAndVisible()
app.showLogin()
