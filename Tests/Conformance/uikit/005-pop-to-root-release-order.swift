// Checks popToRootViewController: only the top controller gets disappearance callbacks; all popped controllers are released after didShow, in stack order (lowest first), when the returned array is dropped at the end of the statement.
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

final class Root: Screen {}
final class First: Screen {}
final class Second: Screen {}
final class Third: Screen {}

final class Observer: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        if let from = navigationController.transitionCoordinator?.viewController(forKey: .from) {
            print("delegate didShow \(type(of: viewController)), from: \(type(of: from))")
        } else {
            print("delegate didShow \(type(of: viewController)), no transition coordinator")
        }
    }
}

let observer = Observer()
let window = UIWindow()
let navigation = UINavigationController(rootViewController: Root())
// Pushed before the window shows: only the top (Third) ever loads and appears.
navigation.pushViewController(First(), animated: false)
navigation.pushViewController(Second(), animated: false)
navigation.pushViewController(Third(), animated: false)
window.rootViewController = navigation
print("-- makeKeyAndVisible")
window.makeKeyAndVisible()
navigation.delegate = observer
print("-- popToRootViewController(animated: true)")
navigation.popToRootViewController(animated: true)
print("-- stack: \(navigation.viewControllers.count)")
// Only the top controller (Third) was left by the transition: the didShow fix of
// seed 001 sees .from == Third and never hears of First and Second.
