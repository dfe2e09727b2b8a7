// A generic base coordinator specialised with an enum route: inherited trigger/prepare with payload cases, where clauses, children of the specialised base
enum HomeRoute { case detail(id: Int), settings, back }
class BaseCoordinator<Route> {
    private(set) var log: [String] = []
    var children: [BaseCoordinator<Route>] = []
    func trigger(_ route: Route) { log.append("\(route)"); prepare(route) }
    func prepare(_ route: Route) {}
    func routes(_ rs: [Route]) -> Int { rs.count }
    deinit { print("deinit", Swift.type(of: self), log) }
}
final class HomeCoordinator: BaseCoordinator<HomeRoute> {
    override func prepare(_ route: HomeRoute) {
        switch route {
        case .detail(let id) where id > 5: print("big detail", id)
        case .detail(let id): print("detail", id)
        case .settings, .back: print("other")
        }
    }
    func run() {
        trigger(.detail(id: 3))
        trigger(.detail(id: 9))
        trigger(.settings)
        print(routes([.back, .settings]))
        let child = HomeCoordinator()
        children.append(child)
        child.trigger(.back)
    }
}
var h: HomeCoordinator? = HomeCoordinator()
h?.run()
h = nil
print("end")
