// A tab coordinator building its pages from a CaseIterable enum, a tab bar delegate, each page's child coordinator finishing back
// prelude: uikit
enum TabBarPage: CaseIterable {
    case ready, steady, go
    init?(index: Int) {
        switch index {
        case 0: self = .ready
        case 1: self = .steady
        case 2: self = .go
        default: return nil
        }
    }
    var title: String {
        switch self { case .ready: return "Ready"; case .steady: return "Steady"; case .go: return "Go" }
    }
    var order: Int {
        switch self { case .ready: return 0; case .steady: return 1; case .go: return 2 }
    }
}
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    var finishDelegate: CoordinatorFinishDelegate? { get set }
    func start()
}
protocol CoordinatorFinishDelegate: AnyObject {
    func coordinatorDidFinish(childCoordinator: Coordinator)
}
extension Coordinator {
    func finish() {
        childCoordinators.removeAll()
        finishDelegate?.coordinatorDidFinish(childCoordinator: self)
    }
}
final class PageViewController: UIViewController {
    deinit { print("deinit PageViewController \(title ?? "")") }
}
final class PageCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?
    let navigationController = UINavigationController()
    let page: TabBarPage
    init(page: TabBarPage) { self.page = page }
    func start() {
        let screen = PageViewController()
        screen.title = page.title
        navigationController.tabBarItem = UITabBarItem(title: page.title, image: nil, tag: page.order)
        navigationController.pushViewController(screen, animated: false)
    }
    deinit { print("deinit PageCoordinator \(page)") }
}
final class TabCoordinator: NSObject, Coordinator, CoordinatorFinishDelegate, UITabBarControllerDelegate {
    var childCoordinators: [Coordinator] = []
    weak var finishDelegate: CoordinatorFinishDelegate?
    let tabBarController = UITabBarController()
    func start() {
        let pages = TabBarPage.allCases.sorted { $0.order < $1.order }
        let controllers: [UINavigationController] = pages.map { page in
            let child = PageCoordinator(page: page)
            child.finishDelegate = self
            childCoordinators.append(child)
            child.start()
            return child.navigationController
        }
        tabBarController.delegate = self
        tabBarController.setViewControllers(controllers, animated: false)
        tabBarController.selectedIndex = TabBarPage.ready.order
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        print("selected \(TabBarPage(index: tabBarController.selectedIndex).map { $0.title } ?? "?")")
    }
    func coordinatorDidFinish(childCoordinator: Coordinator) {
        childCoordinators = childCoordinators.filter { $0 !== childCoordinator }
        print("children left \(childCoordinators.count)")
    }
    deinit { print("deinit TabCoordinator") }
}
let window = UIWindow()
var tabs: TabCoordinator? = TabCoordinator()
tabs?.start()
window.rootViewController = tabs?.tabBarController
window.makeKeyAndVisible()
_ = __coordlabTab(2)
_ = __coordlabTab(1)
print(tabs?.tabBarController.viewControllers?.compactMap { $0.tabBarItem.title } ?? [])
(tabs?.childCoordinators.last as? PageCoordinator)?.finish()
tabs?.tabBarController.viewControllers?.removeLast()
tabs = nil
window.rootViewController = nil
print("end")
