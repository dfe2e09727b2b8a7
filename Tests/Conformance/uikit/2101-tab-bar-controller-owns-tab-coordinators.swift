// A tab bar controller subclass owns one coordinator per tab, gives each root a system tab bar item by index, and switches tabs; freeing it frees every tab
// prelude: uikit
class TabCoordinator {
    let rootNavigationController = UINavigationController()
    var name: String { "tab" }
    init() {
        let root = UIViewController()
        root.title = name
        rootNavigationController.viewControllers = [root]
    }
    func openItem(_ number: Int) {
        let item = UIViewController()
        item.title = "\(name) item \(number)"
        rootNavigationController.pushViewController(item, animated: false)
    }
    deinit { print("\(name) coordinator deinit") }
}

final class InboxCoordinator: TabCoordinator { override var name: String { "inbox" } }
final class PeopleCoordinator: TabCoordinator { override var name: String { "people" } }
final class SavedCoordinator: TabCoordinator { override var name: String { "saved" } }

final class MainTabBarController: UITabBarController {
    let inbox = InboxCoordinator()
    let people = PeopleCoordinator()
    let saved = SavedCoordinator()

    override func viewDidLoad() {
        super.viewDidLoad()
        let roots = [inbox.rootNavigationController, people.rootNavigationController, saved.rootNavigationController]
        let items: [UITabBarItem.SystemItem] = [.mostRecent, .contacts, .bookmarks]
        for (index, root) in roots.enumerated() {
            root.tabBarItem = UITabBarItem(tabBarSystemItem: items[index], tag: index)
        }
        viewControllers = roots
        print("tabs ready: \(viewControllers?.count ?? 0)")
    }
    deinit { print("MainTabBarController deinit") }
}

let window = UIWindow()
var tabs: MainTabBarController? = MainTabBarController()
window.rootViewController = tabs
window.makeKeyAndVisible()
for controller in tabs?.viewControllers ?? [] {
    print("tag \(controller.tabBarItem.tag) title \(controller.tabBarItem.title ?? "none")")
}
tabs?.selectedIndex = 2
tabs?.saved.openItem(4)
print("selected \(tabs?.selectedIndex ?? -1), saved depth \(tabs?.saved.rootNavigationController.viewControllers.count ?? 0)")
print("top: \(tabs?.saved.rootNavigationController.topViewController?.title ?? "-")")
window.rootViewController = nil
tabs = nil
print("end")
