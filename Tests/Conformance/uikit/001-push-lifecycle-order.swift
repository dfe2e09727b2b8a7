// Checks the order of a push onto a navigation controller on screen: willMove, viewDidLoad, delegate willShow, viewWillDisappear/viewWillAppear, viewDidDisappear/viewDidAppear, didMove, delegate didShow.
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

/// Also logs when it joins or leaves a container.
class MovingScreen: Screen {
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        print("\(type(of: self)) willMove(toParent: \(parent == nil ? "nil" : "navigation"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        print("\(type(of: self)) didMove(toParent: \(parent == nil ? "nil" : "navigation"))")
    }
}

final class Home: MovingScreen {}
final class Detail: MovingScreen {}

final class Observer: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        print("delegate willShow \(type(of: viewController)) animated: \(animated)")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        print("delegate didShow \(type(of: viewController)) animated: \(animated)")
    }
}

let observer = Observer()
let window = UIWindow()
print("-- init(rootViewController:) while off screen: no appearance yet")
let navigation = UINavigationController(rootViewController: Home())
navigation.delegate = observer
window.rootViewController = navigation
print("-- makeKeyAndVisible: the root appears; the delegate hears about it too")
window.makeKeyAndVisible()
print("-- push Detail")
navigation.pushViewController(Detail(), animated: true)
print("-- \(navigation.viewControllers.count) controllers on the stack, top: \(type(of: navigation.topViewController!))")
