// Checks setting selectedIndex from code: the selection changes at once, didSelect is not called (UIKit calls it only for taps), and the appearance switch runs at the next UIKit call (a push here).
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

final class Feed: Screen {}
final class Inbox: Screen {}
final class Thread: Screen {}

final class TabObserver: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        print("delegate didSelect (never printed here)")
    }
}

let observer = TabObserver()
let window = UIWindow()
let tabs = UITabBarController()
tabs.delegate = observer
let inboxNavigation = UINavigationController(rootViewController: Inbox())
tabs.viewControllers = [UINavigationController(rootViewController: Feed()), inboxNavigation]
window.rootViewController = tabs
window.makeKeyAndVisible()
print("-- selectedIndex = 1 (a coordinator handling a notification)")
tabs.selectedIndex = 1
print("selected: \(type(of: tabs.selectedViewController!))")
print("-- push onto the inbox: first the pending tab switch, then the push")
inboxNavigation.pushViewController(Thread(), animated: true)
