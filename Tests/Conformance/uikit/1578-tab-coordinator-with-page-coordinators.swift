// A tab bar app with a coordinator per tab (pages from a CaseIterable enum, a finish delegate, a protocol extension finish(), the tab bar styled through tabBar): the user's tab tap reaches the delegate, a finished page coordinator is filtered out, and the rest die with the tab coordinator.
// prelude: uikit
enum TabBarPage: Int, CaseIterable {
    case feed = 0, search, profile
    var title: String {
        switch self {
        case .feed: return "Feed"
        case .search: return "Search"
        case .profile: return "Profile"
        }
    }
    var icon: UIImage? { UIImage(systemName: "circle") }
}
protocol Coordinator: AnyObject {
    var finishDelegate: CoordinatorFinishDelegate? { get set }
    var navigationController: UINavigationController { get set }
    var childCoordinators: [Coordinator] { get set }
    func start()
    func finish()
}
extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}
protocol CoordinatorFinishDelegate: AnyObject { func coordinatorDidFinish(childCoordinator: Coordinator) }
final class PageCoordinator: Coordinator {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    let page: TabBarPage
    init(page: TabBarPage, navigationController: UINavigationController) {
        self.page = page
        self.navigationController = navigationController
    }
    func start() {
        let screen = UIViewController()
        screen.title = page.title
        navigationController.pushViewController(screen, animated: false)
    }
    deinit { print("deinit PageCoordinator \(page.title)") }
}
final class TabCoordinator: NSObject, Coordinator, UITabBarControllerDelegate, CoordinatorFinishDelegate {
    weak var finishDelegate: CoordinatorFinishDelegate?
    var navigationController: UINavigationController
    var childCoordinators: [Coordinator] = []
    var tabBarController: UITabBarController
    init(_ navigationController: UINavigationController) {
        self.navigationController = navigationController
        self.tabBarController = UITabBarController()
    }
    func start() {
        let pages: [TabBarPage] = TabBarPage.allCases.sorted { $0.rawValue < $1.rawValue }
        let controllers: [UINavigationController] = pages.map { getTabController($0) }
        tabBarController.delegate = self
        tabBarController.setViewControllers(controllers, animated: true)
        tabBarController.selectedIndex = TabBarPage.feed.rawValue
        tabBarController.tabBar.isTranslucent = false
        tabBarController.tabBar.unselectedItemTintColor = .systemGray
        print("items \(tabBarController.tabBar.items?.map { $0.title ?? "" } ?? []), selected \(tabBarController.tabBar.selectedItem?.tag ?? -1)")
        navigationController.viewControllers = [tabBarController]
    }
    private func getTabController(_ page: TabBarPage) -> UINavigationController {
        let navController = UINavigationController()
        navController.setNavigationBarHidden(false, animated: false)
        navController.tabBarItem = UITabBarItem(title: page.title, image: page.icon, tag: page.rawValue)
        let coordinator = PageCoordinator(page: page, navigationController: navController)
        coordinator.finishDelegate = self
        childCoordinators.append(coordinator)
        coordinator.start()
        return navController
    }
    func currentPage() -> TabBarPage? { TabBarPage(rawValue: tabBarController.selectedIndex) }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        print("selected \(currentPage()?.title ?? "?")")
    }
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== childCoordinator }
        print("children \(childCoordinators.count)")
    }
    deinit { print("deinit TabCoordinator") }
}
let window = UIWindow()
let root = UINavigationController()
window.rootViewController = root
window.makeKeyAndVisible()
var tabs: TabCoordinator? = TabCoordinator(root)
tabs!.start()
print("tab: \(__coordlabTab(2))")
tabs!.childCoordinators[1].finish()
root.viewControllers = []
tabs = nil
print("end")
