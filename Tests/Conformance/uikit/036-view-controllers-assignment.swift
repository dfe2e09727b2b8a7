// Checks assigning navigationController.viewControllers directly: what leaves the array is released at once (before any callback); the new top appears, with the delegate told, at the next UIKit call.
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
final class Step1: Screen {}
final class Step2: Screen {}
final class Done: Screen {}

final class Observer: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        print("delegate didShow \(type(of: viewController))")
    }
}

let observer = Observer()
let window = UIWindow()
let home = Home()
let navigation = UINavigationController(rootViewController: home)
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(Step1(), animated: false)
navigation.pushViewController(Step2(), animated: false)
navigation.delegate = observer
print("-- viewControllers = [home, Done()]")
navigation.viewControllers = [home, Done()]
print("-- the new top has not appeared yet; the next UIKit call (a :back) brings it")
__coordlabBack()
print("stack: \(navigation.viewControllers.count)")
