// A coordinator observing a notification through a token it removes in deinit, a screen confirming logout in an alert whose actions call back
// prelude: uikit
extension Notification.Name {
    static let sessionExpired = Notification.Name("sessionExpired")
}
protocol AccountViewControllerDelegate: AnyObject {
    func accountViewControllerDidConfirmLogout(_ controller: AccountViewController)
}
final class AccountViewController: UIViewController {
    weak var delegate: AccountViewControllerDelegate?
    func logoutTapped() {
        let alert = UIAlertController(title: "Log out?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Log out", style: .destructive) { [unowned self] _ in
            self.delegate?.accountViewControllerDidConfirmLogout(self)
        })
        present(alert, animated: false)
    }
    deinit { print("deinit AccountViewController") }
}
final class LoginViewController: UIViewController {
    deinit { print("deinit LoginViewController") }
}
final class AccountCoordinator: NSObject, AccountViewControllerDelegate {
    private let window: UIWindow
    private(set) var loggedIn = true
    private var expiry: NSObjectProtocol?
    init(window: UIWindow) {
        self.window = window
        super.init()
        expiry = NotificationCenter.default.addObserver(forName: .sessionExpired, object: nil, queue: nil) { [weak self] note in
            self?.sessionExpired(note)
        }
    }
    func start() {
        let account = AccountViewController()
        account.delegate = self
        window.rootViewController = UINavigationController(rootViewController: account)
        window.makeKeyAndVisible()
    }
    private func sessionExpired(_ note: Notification) {
        print("expired: \(note.name.rawValue)")
        showLogin()
    }
    func accountViewControllerDidConfirmLogout(_ controller: AccountViewController) {
        print("logout confirmed")
        controller.dismiss(animated: false)
        showLogin()
    }
    private func showLogin() {
        loggedIn = false
        window.rootViewController = LoginViewController()
    }
    deinit {
        if let expiry { NotificationCenter.default.removeObserver(expiry) }
        print("deinit AccountCoordinator")
    }
}
func tap(_ title: String, in window: UIWindow) {
    let alert = window.rootViewController?.presentedViewController as? UIAlertController
    print(alert?.actions.map { $0.title ?? "" } ?? [])
    __coordlabTapAlertAction(title)
}
let window = UIWindow()
var coordinator: AccountCoordinator? = AccountCoordinator(window: window)
coordinator?.start()
((window.rootViewController as? UINavigationController)?.topViewController as? AccountViewController)?.logoutTapped()
tap("Log out", in: window)
print(window.rootViewController is LoginViewController)
coordinator?.start()
NotificationCenter.default.post(name: .sessionExpired, object: nil)
coordinator = nil
NotificationCenter.default.post(name: .sessionExpired, object: nil)
print("end")
