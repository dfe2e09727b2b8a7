// Checks a tab bar controller: it holds every tab strongly; only the selected tab appears; a tap on another tab (__coordlabTab) asks shouldSelect, switches appearance (old viewWillDisappear, new viewWillAppear, viewDidDisappear, viewDidAppear), then calls didSelect; a refused tab changes nothing.
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
final class Search: Screen {}
final class Profile: Screen {}
final class Explore: Screen {}

final class TabObserver: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let allowed = !(viewController is Profile)
        print("delegate shouldSelect \(type(of: viewController)) -> \(allowed)")
        return allowed
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        print("delegate didSelect \(type(of: viewController)), selectedIndex \(tabBarController.selectedIndex)")
    }
}

let observer = TabObserver()
let window = UIWindow()
let tabs = UITabBarController()
tabs.delegate = observer
tabs.viewControllers = [Feed(), Search(), Profile()]
window.rootViewController = tabs
print("-- makeKeyAndVisible: only the selected tab loads and appears")
window.makeKeyAndVisible()
print("Search loaded: \(tabs.viewControllers![1].isViewLoaded), parent is the tab bar: \(tabs.viewControllers![1].tabBarController === tabs)")
print("-- tap tab 1")
__coordlabTab(1)
print("-- tap tab 2 (refused)")
__coordlabTab(2)
print("-- tap tab 0")
__coordlabTab(0)
print("-- tab 5 does not exist: \(__coordlabTab(5))")
print("-- replace the tabs: the old ones are released")
tabs.setViewControllers([Explore()], animated: false)
