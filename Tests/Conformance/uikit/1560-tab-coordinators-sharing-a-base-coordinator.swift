// A tab bar app whose coordinators share an NSObject base class (UINavigationControllerDelegate and presentation delegate, `final func start()`, children found with firstIndex(of:), a protocol-composition typealias for the tabs): a presented child is removed when its sheet is swiped down, and the tabs die with the app.
// prelude: uikit
protocol DeeplinkRouteProvider { func route(for path: String) -> String? }
class BaseCoordinator: NSObject, UINavigationControllerDelegate, UIAdaptivePresentationControllerDelegate {
    private var childCoordinators: [BaseCoordinator] = []
    private weak var parentCoordinator: BaseCoordinator?
    private(set) var root: UINavigationController
    init(navigationController: UINavigationController) {
        self.root = navigationController
        super.init()
        navigationController.presentationController?.delegate = self
    }
    final func start() { start(url: nil) }
    func start(url: String?) { assertionFailure("This needs overriding") }
    func start(_ coordinator: BaseCoordinator) {
        childCoordinators.append(coordinator)
        coordinator.root.delegate = coordinator
        coordinator.parentCoordinator = self
        coordinator.start(url: nil)
    }
    func present(_ coordinator: BaseCoordinator, animated: Bool = true) {
        start(coordinator)
        root.present(coordinator.root, animated: animated)
    }
    func set(_ viewControllers: [UIViewController], animated: Bool = true) { root.setViewControllers(viewControllers, animated: animated) }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { finish() }
    func finish() { parentCoordinator?.childDidFinish(self) }
    func childDidFinish(_ child: BaseCoordinator) {
        guard let index = childCoordinators.firstIndex(of: child) else { return }
        childCoordinators.remove(at: index)
    }
    var childCount: Int { childCoordinators.count }
}
typealias TabItemCoordinator = BaseCoordinator & DeeplinkRouteProvider
final class HomeCoordinator: BaseCoordinator, DeeplinkRouteProvider {
    override func start(url: String?) { set([UIViewController()], animated: false) }
    func showEdit() { present(EditCoordinator(navigationController: UINavigationController())) }
    func route(for path: String) -> String? { path.hasPrefix("/home") ? "home" : nil }
    deinit { print("deinit HomeCoordinator") }
}
final class EditCoordinator: BaseCoordinator {
    override func start(url: String?) { set([UIViewController()], animated: false) }
    deinit { print("deinit EditCoordinator") }
}
final class SettingsCoordinator: BaseCoordinator, DeeplinkRouteProvider {
    override func start(url: String?) { set([UIViewController()], animated: false) }
    func route(for path: String) -> String? { path.hasPrefix("/settings") ? "settings" : nil }
    deinit { print("deinit SettingsCoordinator") }
}
final class TabCoordinator: BaseCoordinator {
    lazy var homeCoordinator = HomeCoordinator(navigationController: UINavigationController())
    private lazy var settingsCoordinator = SettingsCoordinator(navigationController: UINavigationController())
    private var coordinators: [TabItemCoordinator] { [homeCoordinator, settingsCoordinator] }
    private lazy var tabController = UITabBarController()
    override func start(url: String?) {
        tabController.viewControllers = coordinators.map { $0.root }
        set([tabController], animated: false)
        coordinators.forEach { start($0) }
    }
    func handle(_ url: String) {
        let route = coordinators.compactMap { $0.route(for: url) }.first
        print(route.map { "route \($0)" } ?? "no route")
        tabController.selectedIndex = tabController.viewControllers?.firstIndex(of: settingsCoordinator.root) ?? 0
    }
    deinit { print("deinit TabCoordinator") }
}
let window = UIWindow()
var app: TabCoordinator? = TabCoordinator(navigationController: UINavigationController())
window.rootViewController = app!.root
window.makeKeyAndVisible()
app!.start()
app!.handle("/settings/privacy")
app!.homeCoordinator.showEdit()
print("children after present: \(app!.homeCoordinator.childCount)")
print("swipe down: \(__coordlabSwipeDown(cancel: false))")
print("children after dismiss: \(app!.homeCoordinator.childCount)")
window.rootViewController = nil
app = nil
print("end")
