// Checks transitionCoordinator in didShow: on a push .from is the old top, still on the stack; on a pop .from is the popped controller, off the stack; a non-animated transition has no transition coordinator (the didShow fix then misses the pop); outside a transition it is nil.
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

final class Observer: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from) else {
            print("didShow \(type(of: viewController)): no transition coordinator")
            return
        }
        let to = navigationController.transitionCoordinator?.viewController(forKey: .to)
        let pushing = navigationController.viewControllers.contains(where: { $0 === from })
        print("didShow \(type(of: viewController)): from \(type(of: from)), to is the shown one: \(to === viewController), \(pushing ? "push" : "pop")")
    }
}

let observer = Observer()
let window = UIWindow()
let navigation = UINavigationController(rootViewController: Home())
navigation.delegate = observer
window.rootViewController = navigation
window.makeKeyAndVisible()
print("-- animated push")
navigation.pushViewController(Detail(), animated: true)
print("-- animated pop")
navigation.popViewController(animated: true)
print("-- push and pop without animation")
navigation.pushViewController(Detail(), animated: false)
navigation.popViewController(animated: false)
print("-- outside a transition: \(navigation.transitionCoordinator == nil)")
