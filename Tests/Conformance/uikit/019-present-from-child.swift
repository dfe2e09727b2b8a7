// Checks presenting from a controller inside a navigation controller: UIKit presents from the root-most ancestor, so presentingViewController is the navigation controller, which holds the presented controller strongly; visibleViewController is the presented one; a dismiss asked by the child dismisses it.
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
final class Compose: Screen {}

let window = UIWindow()
let home = Home()
let navigation = UINavigationController(rootViewController: home)
window.rootViewController = navigation
window.makeKeyAndVisible()
print("-- home presents Compose")
home.present(Compose(), animated: true)
print("navigation presents: \(type(of: navigation.presentedViewController!))")
print("home.presentedViewController is nil (stored on the presenter): \(home.presentedViewController == nil)")
print("compose.presentingViewController: \(type(of: navigation.presentedViewController!.presentingViewController!))")
print("navigation.topViewController: \(type(of: navigation.topViewController!)), visibleViewController: \(type(of: navigation.visibleViewController!))")
print("-- home.dismiss: its root-most ancestor presents something, so that is dismissed")
home.dismiss(animated: true)
print("visibleViewController: \(type(of: navigation.visibleViewController!))")
print("end")
