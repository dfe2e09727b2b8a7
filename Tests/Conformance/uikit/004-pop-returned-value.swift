// Checks that popViewController returns the popped controller: whoever keeps the returned value keeps the controller alive after its disappearance (a "zombie" screen); dropping it frees it.
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

let window = UIWindow()
let navigation = UINavigationController(rootViewController: Home())
window.rootViewController = navigation
window.makeKeyAndVisible()
navigation.pushViewController(Detail(), animated: false)
print("-- pop, keeping the result")
var kept = navigation.popViewController(animated: false)
print("kept: \(type(of: kept!)), parent is nil: \(kept!.parent == nil), navigationController is nil: \(kept!.navigationController == nil)")
print("-- drop it")
kept = nil
print("-- pop at the root returns nil: \(navigation.popViewController(animated: true) == nil)")
