// Checks that tapping the selected tab pops its navigation controller to the root (animated), releasing the pushed screens, before didSelect; each tab keeps its own stack alive while another tab is shown.
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
final class Post: Screen {}
final class Comments: Screen {}
final class Settings: Screen {}

final class TabObserver: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        print("delegate didSelect tab \(tabBarController.selectedIndex)")
    }
}

let observer = TabObserver()
let window = UIWindow()
let tabs = UITabBarController()
tabs.delegate = observer
let feedNavigation = UINavigationController(rootViewController: Feed())
tabs.viewControllers = [feedNavigation, UINavigationController(rootViewController: Settings())]
window.rootViewController = tabs
window.makeKeyAndVisible()
feedNavigation.pushViewController(Post(), animated: true)
feedNavigation.pushViewController(Comments(), animated: true)
print("-- switch to Settings: the feed stack stays alive, off screen")
__coordlabTab(1)
print("feed stack: \(feedNavigation.viewControllers.count)")
print("-- back to the feed tab")
__coordlabTab(0)
print("-- tap the feed tab again: pop to root")
__coordlabTab(0)
print("feed stack: \(feedNavigation.viewControllers.count)")
