// Checks that UINavigationController.delegate is weak: a delegate nobody else holds is freed at once and never called; a second assignment replaces the first (one delegate only).
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
    let name: String
    init(name: String) {
        self.name = name
    }
    deinit {
        print("Observer \(name) deinit")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        print("Observer \(name) didShow \(type(of: viewController))")
    }
}

let window = UIWindow()
let navigation = UINavigationController(rootViewController: Home())
window.rootViewController = navigation
window.makeKeyAndVisible()
print("-- a delegate held by nobody else")
var temporary: Observer? = Observer(name: "temporary")
navigation.delegate = temporary
print("delegate set: \(navigation.delegate != nil)")
temporary = nil
print("delegate is nil now: \(navigation.delegate == nil)")
navigation.pushViewController(Detail(), animated: true)
print("-- two observers, one delegate slot")
let first = Observer(name: "first")
let second = Observer(name: "second")
navigation.delegate = first
navigation.delegate = second
navigation.popViewController(animated: true)
