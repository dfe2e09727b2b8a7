// A coordinator in XCoordinator's style (routes as an enum, prepareTransition returning a transition enum, a generic NavigationCoordinator<Route>, view models holding an unowned router made on demand): triggering a route pushes a screen whose view model pops it through the router, and the coordinator dies when the window lets go.
// prelude: uikit
protocol Route {}
protocol Presentable: AnyObject { var viewController: UIViewController! { get } }
extension UIViewController: Presentable {
    var viewController: UIViewController! { self }
}
enum NavigationTransition {
    case push(Presentable)
    case pop
    case set([Presentable])
    case none
    static func trigger<R: Route>(_ route: R, on router: Router<R>) -> NavigationTransition {
        router.trigger(route)
        return .none
    }
}
class Router<RouteType: Route> {
    func trigger(_ route: RouteType) { fatalError("abstract") }
}
final class UnownedRouter<RouteType: Route>: Router<RouteType> {
    private unowned let coordinator: NavigationCoordinator<RouteType>
    init(_ coordinator: NavigationCoordinator<RouteType>) { self.coordinator = coordinator }
    override func trigger(_ route: RouteType) { coordinator.trigger(route) }
}
class NavigationCoordinator<RouteType: Route>: Presentable {
    let rootViewController: UINavigationController
    var viewController: UIViewController! { rootViewController }
    var unownedRouter: UnownedRouter<RouteType> { UnownedRouter(self) }
    private var children: [Presentable] = []
    init(rootViewController: UINavigationController = UINavigationController(), initialRoute: RouteType? = nil) {
        self.rootViewController = rootViewController
        if let route = initialRoute { trigger(route) }
    }
    func prepareTransition(for route: RouteType) -> NavigationTransition { fatalError("abstract") }
    func trigger(_ route: RouteType) {
        switch prepareTransition(for: route) {
        case .push(let presentable):
            if presentable !== presentable.viewController { children.append(presentable) }
            rootViewController.pushViewController(presentable.viewController, animated: true)
        case .pop:
            rootViewController.popViewController(animated: true)
        case .set(let presentables):
            rootViewController.setViewControllers(presentables.map { $0.viewController }, animated: false)
        case .none:
            break
        }
    }
    func removeChildrenIfNeeded() {
        children.removeAll { $0.viewController.navigationController == nil }
    }
}
enum HomeRoute: Route { case home, news(id: Int), back }
final class NewsViewModel {
    private let router: UnownedRouter<HomeRoute>
    let id: Int
    init(router: UnownedRouter<HomeRoute>, id: Int) { self.router = router; self.id = id }
    func close() { router.trigger(.back) }
    deinit { print("deinit NewsViewModel \(id)") }
}
final class NewsViewController: UIViewController {
    var viewModel: NewsViewModel!
    func bind(to model: NewsViewModel) { viewModel = model; title = "News \(model.id)" }
    deinit { print("deinit NewsViewController") }
}
final class HomeCoordinator: NavigationCoordinator<HomeRoute> {
    init() { super.init(initialRoute: .home) }
    override func prepareTransition(for route: HomeRoute) -> NavigationTransition {
        switch route {
        case .home:
            return .set([UIViewController()])
        case let .news(id):
            let controller = NewsViewController()
            controller.bind(to: NewsViewModel(router: unownedRouter, id: id))
            return .push(controller)
        case .back:
            return .pop
        }
    }
    deinit { print("deinit HomeCoordinator") }
}
let window = UIWindow()
var home: HomeCoordinator? = HomeCoordinator()
window.rootViewController = home!.viewController
window.makeKeyAndVisible()
home!.trigger(.news(id: 7))
(home!.rootViewController.topViewController as? NewsViewController)?.viewModel.close()
print("stack: \(home!.rootViewController.viewControllers.count)")
home!.removeChildrenIfNeeded()
window.rootViewController = nil
home = nil
print("end")
