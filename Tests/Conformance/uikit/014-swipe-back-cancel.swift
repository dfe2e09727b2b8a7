// Checks a cancelled edge swipe back (__coordlabSwipeBack(cancel: true)): willMove(toParent: nil) and willShow for the controller below are called, the appearance change is reversed, didShow is called for the ORIGINAL top (its .from, back on the stack), didMove is not called, the transition reports isCancelled, and nothing is released.
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
final class Detail: Screen {
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        print("Detail willMove(toParent: \(parent == nil ? "nil" : "navigation"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("Detail didMove(toParent: \(parent == nil ? "nil" : "navigation"))")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("Detail isMovingFromParent: \(isMovingFromParent)")
        transitionCoordinator?.animate(alongsideTransition: nil) { context in
            print("Detail: transition ended, cancelled: \(context.isCancelled)")
        }
    }
}

final class Observer: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        print("delegate willShow \(type(of: viewController)), stack: \(navigationController.viewControllers.count)")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from) else { return }
        let onStack = navigationController.viewControllers.contains(where: { $0 === from })
        print("delegate didShow \(type(of: viewController)), from: \(type(of: from)), from on the stack: \(onStack)")
    }
}

let observer = Observer()
let window = UIWindow()
let navigation = UINavigationController(rootViewController: Home())
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(Detail(), animated: false)
navigation.delegate = observer
print("-- swipe back, then let go: cancelled")
__coordlabSwipeBack(cancel: true)
print("stack: \(navigation.viewControllers.count), top: \(type(of: navigation.topViewController!)), parent kept: \(navigation.topViewController!.parent === navigation)")
print("-- swipe back again, completed")
__coordlabSwipeBack(cancel: false)
print("stack: \(navigation.viewControllers.count)")
