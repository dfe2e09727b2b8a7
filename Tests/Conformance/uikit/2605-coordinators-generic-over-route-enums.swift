// Coordinators generic over their route enum (trigger(.route) from subclasses and screens), routes sharing case names
// prelude: uikit
protocol Route {}
class NavigationCoordinator<RouteType: Route> {
    typealias TransitionHandler = () -> Void
    let rootViewController = UINavigationController()
    init(initialRoute: RouteType?) {
        if let route = initialRoute { trigger(route) }
    }
    func prepareTransition(for route: RouteType) -> UIViewController? { nil }
    func trigger(_ route: RouteType, completion: TransitionHandler? = nil) {
        if let screen = prepareTransition(for: route) {
            rootViewController.pushViewController(screen, animated: false)
        }
        completion?()
    }
}
enum NewsRoute: Route { case list, detail(id: Int), close }
enum SettingsRoute: Route { case list, close }
final class Page: UIViewController {
    let title2: String
    var onSelect: ((Int) -> Void)?
    init(_ title: String) { title2 = title; super.init(nibName: nil, bundle: nil) }
    required init?(coder: NSCoder) { fatalError() }
    deinit { print("deinit Page \(title2)") }
}
final class NewsCoordinator: NavigationCoordinator<NewsRoute> {
    init() { super.init(initialRoute: .list) }
    override func prepareTransition(for route: NewsRoute) -> UIViewController? {
        switch route {
        case .list:
            let page = Page("news")
            page.onSelect = { [unowned self] id in trigger(.detail(id: id)) { print("shown \(id)") } }
            return page
        case .detail(let id):
            return Page("article \(id)")
        case .close:
            rootViewController.popToRootViewController(animated: false)
            return nil
        }
    }
    deinit { print("deinit NewsCoordinator") }
}
final class SettingsCoordinator: NavigationCoordinator<SettingsRoute> {
    override func prepareTransition(for route: SettingsRoute) -> UIViewController? {
        if case .list = route { return Page("settings") }
        return nil
    }
    func closeAll() { trigger(.close) }
    deinit { print("deinit SettingsCoordinator") }
}
let window = UIWindow()
let tabs = UITabBarController()
var news: NewsCoordinator? = NewsCoordinator()
var settings: SettingsCoordinator? = SettingsCoordinator(initialRoute: nil)
settings?.trigger(.list)
tabs.viewControllers = [news!.rootViewController, settings!.rootViewController]
window.rootViewController = tabs
window.makeKeyAndVisible()
(news?.rootViewController.topViewController as? Page)?.onSelect?(7)
(news?.rootViewController.topViewController as? Page)?.onSelect?(8)
print(news?.rootViewController.viewControllers.count ?? 0)
news?.trigger(.close)
settings?.closeAll()
news = nil
settings = nil
tabs.viewControllers = []
print("end")
