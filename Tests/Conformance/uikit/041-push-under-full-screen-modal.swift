// Checks a push onto a navigation controller hidden under a full-screen presentation: the stack changes at once with no callbacks; when the presentation is dismissed, the new top appears and the delegate is told willShow/didShow then.
// prelude: uikit

/// Logs its lifecycle under its class name.
class Screen: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(type(of: self)) viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(type(of: self)) viewWillAppear")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(type(of: self)) viewDidAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\(type(of: self)) viewWillDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\(type(of: self)) viewDidDisappear")
    }
    deinit {
        print("\(type(of: self)) deinit")
    }
}

final class Inbox: Screen {}
final class Message: Screen {}
final class Login: Screen {}

final class Observer: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        print("delegate willShow \(type(of: viewController))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        print("delegate didShow \(type(of: viewController))")
    }
}

let observer = Observer()
let window = UIWindow()
let navigation = UINavigationController(rootViewController: Inbox())
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.delegate = observer
let login = Login()
login.modalPresentationStyle = .fullScreen
navigation.present(login, animated: false)
print("-- push a message while the login covers the screen")
navigation.pushViewController(Message(), animated: true)
print("-- dismiss the login")
login.dismiss(animated: true)
