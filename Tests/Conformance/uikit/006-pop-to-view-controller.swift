// Checks popToViewController to the middle of the stack: the returned array (lowest first) keeps the popped controllers alive while held; an unknown target is refused (UIKit raises).
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
final class Middle: Screen {}
final class Upper: Screen {}
final class Top: Screen {}
final class Stranger: Screen {}

let window = UIWindow()
let navigation = UINavigationController(rootViewController: Root())
window.rootViewController = navigation
window.makeKeyAndVisible()
let middle = Middle()
navigation.pushViewController(middle, animated: false)
navigation.pushViewController(Upper(), animated: false)
navigation.pushViewController(Top(), animated: false)
print("-- popToViewController(middle), keeping the result")
var popped = navigation.popToViewController(middle, animated: true)
for controller in popped! {
    print("popped: \(type(of: controller))")
}
print("top: \(type(of: navigation.topViewController!))")
print("-- drop the result")
popped = nil
print("-- pop to the top itself pops nothing: \(navigation.popToViewController(middle, animated: true)!.count)")
print("-- pop to a controller not on the stack")
let stranger = Stranger()
let none = navigation.popToViewController(stranger, animated: true)
print("result is nil: \(none == nil)")
