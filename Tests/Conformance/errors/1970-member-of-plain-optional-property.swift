// ERRORS: a member of a plain Optional property reached without `?` or `!` is refused in swiftc's words
final class Route { let title: String; init(title: String) { self.title = title } }
final class FlowCoordinator {
    var current: Route?
    func show(_ r: Route) { current = r }
}
let flow = FlowCoordinator()
flow.show(Route(title: "home"))
print(flow.current.title)
