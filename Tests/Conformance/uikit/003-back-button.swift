// Checks the :back gesture (__coordlabBack): it pops the top controller of the on-screen navigation controller, animated, and does nothing at the root.
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
final class List: Screen {}
final class Detail: Screen {}

let window = UIWindow()
let navigation = UINavigationController(rootViewController: Home())
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(List(), animated: true)
navigation.pushViewController(Detail(), animated: true)
print("-- back")
print("back: \(__coordlabBack())")
print("-- back")
print("back: \(__coordlabBack())")
print("-- back at the root: no back button")
print("back: \(__coordlabBack())")
print("stack: \(navigation.viewControllers.count)")
