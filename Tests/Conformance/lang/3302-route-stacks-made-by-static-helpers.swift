// a navigation stack generic over its route enum, started and rebuilt by static helpers, with a generic enum of loading states made by its own static constructors
enum AppRoute: Equatable { case home, profile(id: Int), settings }
struct RouteStack<Route: Equatable> {
    private(set) var routes: [Route]
    static func rooted(at root: Route) -> RouteStack<Route> { RouteStack(routes: [root]) }
    static func restoring(_ saved: [Route], fallback: Route) -> RouteStack {
        saved.isEmpty ? rooted(at: fallback) : RouteStack(routes: saved)
    }
    mutating func push(_ r: Route) { routes.append(r) }
    mutating func popToRoot() { routes = Array(routes.prefix(1)) }
    var top: Route { routes[routes.count - 1] }
}
enum Loading<Value> {
    case idle, loaded(Value), failed(String)
    static func from(_ value: Value?, reason: String) -> Loading<Value> {
        guard let value else { return .failed(reason) }
        return .loaded(value)
    }
    var isLoaded: Bool { if case .loaded = self { return true } else { return false } }
}
var stack = RouteStack.rooted(at: AppRoute.home)
stack.push(.profile(id: 7))
stack.push(.settings)
print(stack.routes, stack.top)
stack.popToRoot()
print(stack.routes)
let restored = RouteStack<AppRoute>.restoring([], fallback: .settings)
print(restored.routes, type(of: restored))
let again = RouteStack.restoring([AppRoute.home, .profile(id: 1)], fallback: .home)
print(again.top == .profile(id: 1))
let names: Loading<[String]> = .from(["a", "b"], reason: "none")
let missing = Loading<Int>.from(nil, reason: "offline")
print(names, missing, names.isLoaded, missing.isLoaded)
print(type(of: missing))
