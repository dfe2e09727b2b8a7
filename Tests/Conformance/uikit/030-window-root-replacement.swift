// Checks replacing window.rootViewController: the window held the old root strongly, so the old flow is freed at the assignment (root first, then its stack in order); the new root appears at makeKeyAndVisible(); an old root kept elsewhere is told viewWillDisappear/viewDidDisappear at the next UIKit call.
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

final class Login: Screen {}
final class Signup: Screen {}
final class Home: Screen {}
final class Settings: Screen {}

final class LoggingNavigation: UINavigationController {
    deinit {
        print("LoggingNavigation deinit")
    }
}

func makeLoginFlow() -> UINavigationController {
    let navigation = LoggingNavigation(rootViewController: Login())
    navigation.pushViewController(Signup(), animated: false)
    return navigation
}

let window = UIWindow()
window.rootViewController = makeLoginFlow()
window.makeKeyAndVisible()
print("-- replace the root (logged in): only the window held the login flow")
let homeNavigation = UINavigationController(rootViewController: Home())
window.rootViewController = homeNavigation
print("-- makeKeyAndVisible shows the new root")
window.makeKeyAndVisible()
print("-- replace again; the global homeNavigation keeps the old root alive")
let settings = Settings()
window.rootViewController = settings
print("-- the next UIKit call (present here) runs the pending change: the old root disappears, the new one appears")
settings.present(Login(), animated: false)
print("home flow still alive, off screen: \(homeNavigation.viewControllers.count) controller")
