// A base tab-bar coordinator builds its tabs from its children's roots (children.compactMap), finishes through a completion closure, and logs out by tearing every tab down
// prelude: uikit
class Coordinator {
    var children: [Coordinator] = []
    var finishCompletion: (() -> Void)?
    var rootViewController: UIViewController? { nil }
    func start(finishCompletion: (() -> Void)?) {
        self.finishCompletion = finishCompletion
    }
    func finish() {
        children.forEach { $0.finish() }
        children.removeAll()
        finishCompletion?()
        finishCompletion = nil
    }
}

final class TabCoordinator: Coordinator {
    let title: String
    let navigation = UINavigationController()
    init(title: String) { self.title = title }
    override var rootViewController: UIViewController? { navigation }
    override func start(finishCompletion: (() -> Void)?) {
        super.start(finishCompletion: finishCompletion)
        let screen = UIViewController()
        screen.title = title
        navigation.tabBarItem = UITabBarItem(title: title, image: nil, selectedImage: nil)
        navigation.setViewControllers([screen], animated: false)
    }
    deinit { print("TabCoordinator \(title) deinit") }
}

final class MainTabBarCoordinator: Coordinator {
    let tabBarController = UITabBarController()
    weak var window: UIWindow?
    init(window: UIWindow) { self.window = window }
    override func start(finishCompletion: (() -> Void)?) {
        super.start(finishCompletion: finishCompletion)
        children = ["Work", "Timesheet", "Profile"].map { TabCoordinator(title: $0) }
        children.forEach { child in
            child.start { [weak self, weak child] in
                print("tab \((child as? TabCoordinator)?.title ?? "?") finished, tabs left: \(self?.children.count ?? -1)")
            }
        }
        tabBarController.viewControllers = children.compactMap { $0.rootViewController }
        window?.rootViewController = tabBarController
        print("tabs: \(tabBarController.viewControllers?.compactMap { $0.tabBarItem.title } ?? [])")
    }
    deinit { print("MainTabBarCoordinator deinit") }
}

let window = UIWindow()
var app: MainTabBarCoordinator? = MainTabBarCoordinator(window: window)
app?.start { print("logged out") }
app?.tabBarController.selectedIndex = 2
print("selected \(app?.tabBarController.selectedViewController?.tabBarItem.title ?? "none")")
app?.finish()
window.rootViewController = nil
app = nil
print("end")
