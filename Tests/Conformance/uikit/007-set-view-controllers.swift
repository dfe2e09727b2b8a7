// Checks setViewControllers on screen: the old top disappears, the new top appears with isMovingToParent, the delegate is told, and the controllers that left the stack are released when the call returns, in their old stack order; kept controllers survive.
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

final class Splash: Screen {}
final class Intro: Screen {}
final class Login: Screen {}
final class Settings: Screen {}
final class Main: Screen {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("Main isMovingToParent: \(isMovingToParent)")
    }
}

final class Observer: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        print("delegate didShow \(type(of: viewController))")
    }
}

let observer = Observer()
let window = UIWindow()
let navigation = UINavigationController()
navigation.delegate = observer
let login = Login()
navigation.setViewControllers([Splash(), Intro(), login], animated: false)
window.rootViewController = navigation
window.makeKeyAndVisible()
print("-- setViewControllers([login, Main()]): Splash and Intro leave, login stays")
navigation.setViewControllers([login, Main()], animated: true)
print("-- after the call")
print("stack: \(navigation.viewControllers.count), root is login: \(navigation.viewControllers[0] === login)")
print("-- setViewControllers([Settings()]) without animation: login and Main leave")
navigation.setViewControllers([Settings()], animated: false)
print("login is still alive (held by the global): \(login.parent == nil)")
