// Checks a navigation controller that is not on screen: pushes and pops change what is held at once, with no appearance or delegate callbacks; popped controllers are freed at once; the top's callbacks and the delegate's willShow/didShow come when it appears.
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

final class Home: Screen {}
final class Detail: Screen {}
final class Settings: Screen {}

final class Observer: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        print("delegate willShow \(type(of: viewController)), transition coordinator: \(navigationController.transitionCoordinator != nil)")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        print("delegate didShow \(type(of: viewController))")
    }
}

let observer = Observer()
let navigation = UINavigationController(rootViewController: Home())
navigation.delegate = observer
print("-- push and pop off screen")
navigation.pushViewController(Detail(), animated: true)
navigation.popViewController(animated: true)
navigation.pushViewController(Settings(), animated: true)
print("-- no view loaded yet: \(!navigation.viewControllers[1].isViewLoaded)")
let window = UIWindow()
window.rootViewController = navigation
print("-- makeKeyAndVisible")
window.makeKeyAndVisible()
