// A generic class's 'where' clause (Router<R> where R: Route) is checked where an initializer binds R: a router given Strings is swiftc's 'generic class 'Router' requires' error
// expect-error: generic class 'Router' requires that 'String' conform to 'Route'
protocol Route { var id: Int { get } }
enum TabRoute: Route {
    case feed, search
    var id: Int { self == .feed ? 0 : 1 }
}
class Router<R> where R: Route {
    private var history: [R] = []
    init(start: R) { history = [start] }
    func go(to route: R) {
        history.append(route)
        print("at", route.id, "depth", history.count)
    }
    deinit { print("Router deinit", history.count) }
}
var tabs: Router? = Router(start: TabRoute.feed)
tabs?.go(to: .search)
tabs = nil
let strings = Router(start: "home")
