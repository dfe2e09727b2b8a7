// Checks a completed edge swipe back (__coordlabSwipeBack(cancel: false)): willMove(toParent: nil), delegate willShow, viewWillDisappear/viewWillAppear, viewDidDisappear/viewDidAppear, didMove(toParent: nil), didShow with .from, then the popped controller is freed.
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
        print("Detail isMovingFromParent: \(isMovingFromParent), interactive: \(transitionCoordinator?.isInteractive ?? false)")
    }
}

final class Observer: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        print("delegate willShow \(type(of: viewController))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        let from = navigationController.transitionCoordinator?.viewController(forKey: .from)
        print("delegate didShow \(type(of: viewController)), from is Detail: \(from is Detail)")
    }
}

let observer = Observer()
let window = UIWindow()
let navigation = UINavigationController(rootViewController: Home())
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(Detail(), animated: true)
navigation.delegate = observer
print("-- swipe back")
print("swiped: \(__coordlabSwipeBack(cancel: false))")
print("stack: \(navigation.viewControllers.count)")
print("-- swipe at the root does nothing: \(__coordlabSwipeBack(cancel: false))")
