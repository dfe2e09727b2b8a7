// A protocol extension makes a generic wrapper from Self's associated types (`var strongRouter: StrongRouter<RouteType> { StrongRouter(self) }`): each conforming type's wrapper has its own route type, also for generic and inherited conformances
protocol Route {}

protocol Router: AnyObject {
    associatedtype RouteType: Route
    func trigger(_ route: RouteType)
}

protocol Coordinator: Router {
    var name: String { get }
}

final class StrongRouter<R: Route>: CustomStringConvertible {
    private let _trigger: (R) -> Void
    private let label: String
    init<T: Router>(_ router: T) where T.RouteType == R {
        _trigger = router.trigger
        label = "\(type(of: router))"
    }
    func trigger(_ route: R) { _trigger(route) }
    var description: String { "StrongRouter over \(label)" }
    deinit { print("StrongRouter<\(R.self)> deinit") }
}

final class WeakRouter<R: Route> {
    private weak var source: AnyObject?
    private let _trigger: (R) -> Void
    init<T: Router>(_ router: T) where T.RouteType == R {
        source = router
        _trigger = { [weak router] route in router?.trigger(route) ?? print("router gone") }
    }
    func trigger(_ route: R) { _trigger(route) }
}

extension Router {
    var strongRouter: StrongRouter<RouteType> { StrongRouter(self) }
    var weakRouter: WeakRouter<RouteType> { WeakRouter(self) }
    func erased() -> StrongRouter<RouteType> {
        let made = StrongRouter<RouteType>(self)
        return made
    }
}

extension Coordinator {
    func describeRouter() -> String { "\(name): \(type(of: strongRouter))" }
}

enum HomeRoute: Route { case list, detail(id: Int) }
enum SettingsRoute: Route { case main, about }

class HomeCoordinator: Coordinator {
    let name = "home"
    func trigger(_ route: HomeRoute) { print("home ->", route) }
    deinit { print("HomeCoordinator deinit") }
}

final class DeepHomeCoordinator: HomeCoordinator {
    override func trigger(_ route: HomeRoute) { print("deep home ->", route) }
}

final class SettingsCoordinator: Coordinator {
    var name: String { "settings" }
    func trigger(_ route: SettingsRoute) { print("settings ->", route) }
    deinit { print("SettingsCoordinator deinit") }
}

class FlowCoordinator<R: Route>: Coordinator {
    typealias RouteType = R
    let name: String
    init(name: String) { self.name = name }
    func trigger(_ route: R) { print(name, "flow ->", route) }
    deinit { print("FlowCoordinator<\(R.self)> deinit") }
}

do {
    let home = HomeCoordinator()
    let router = home.strongRouter
    print(type(of: router), router)
    router.trigger(.detail(id: 7))
    print(home.describeRouter())
    print(type(of: home.erased()))

    let deep: HomeCoordinator = DeepHomeCoordinator()
    deep.strongRouter.trigger(.list)
    print(String(describing: type(of: deep.weakRouter)))

    let settings = SettingsCoordinator()
    let routers: [Any] = [settings.strongRouter, FlowCoordinator<SettingsRoute>(name: "about").strongRouter]
    for r in routers { print(type(of: r)) }
    print(settings.describeRouter())

    let flow = FlowCoordinator<HomeRoute>(name: "onboarding")
    print(flow.describeRouter())
    let weak = flow.weakRouter
    weak.trigger(.list)
    debugPrint(type(of: weak))
}
print("end")
