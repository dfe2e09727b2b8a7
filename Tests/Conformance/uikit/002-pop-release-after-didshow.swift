// Checks a pop: the popped controller leaves viewControllers first, gets viewWillDisappear/viewDidDisappear, the delegate's didShow still sees it as the transition's .from, and only then is it deinitialized.
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
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        print("delegate willShow \(type(of: viewController)), stack: \(navigationController.viewControllers.count)")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        guard let from = navigationController.transitionCoordinator?.viewController(forKey: .from) else {
            print("delegate didShow \(type(of: viewController)), no transition coordinator")
            return
        }
        let stillOnStack = navigationController.viewControllers.contains(where: { $0 === from })
        print("delegate didShow \(type(of: viewController)), from: \(type(of: from)), still on the stack: \(stillOnStack)")
    }
}

let observer = Observer()
let window = UIWindow()
let navigation = UINavigationController(rootViewController: Home())
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(Detail(), animated: true)
navigation.delegate = observer
print("-- popViewController(animated: true)")
navigation.popViewController(animated: true)
print("-- after the pop statement: Detail is gone")
// The popped controller is held by the transition until didShow returns, then by
// the value popViewController returns, which this statement discards.
