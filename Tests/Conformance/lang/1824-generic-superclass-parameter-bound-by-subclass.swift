// a subclass instance given to a generic function's BaseCoordinator<R> parameter binds R to what the subclass passes up, non-generic subclasses too
protocol RouteName { var title: String { get } }
enum TabRoute: RouteName { case feed, inbox; var title: String { self == .feed ? "Feed" : "Inbox" } }
enum AuthRoute: RouteName { case login; var title: String { "Login" } }

class BaseCoordinator<R: RouteName> {
    var routes: [R] = []
    func show(_ r: R) { routes.append(r) }
    deinit { print("deinit", type(of: self)) }
}
class TabCoordinator<Extra>: BaseCoordinator<TabRoute> {
    var extra: Extra
    init(extra: Extra) { self.extra = extra }
}
final class AuthCoordinator: BaseCoordinator<AuthRoute> {}

func titles<R: RouteName>(of coordinator: BaseCoordinator<R>) -> [String] {
    coordinator.routes.map(\.title)
}
func last<R>(_ coordinator: BaseCoordinator<R>) -> R? { coordinator.routes.last }

do {
    let tabs = TabCoordinator(extra: 3)
    tabs.show(.feed)
    tabs.show(.inbox)
    print(titles(of: tabs), last(tabs)?.title ?? "-", tabs.extra)
    let auth = AuthCoordinator()
    auth.show(.login)
    print(titles(of: auth), last(auth).map { $0.title } ?? "-")
}
print("end")
