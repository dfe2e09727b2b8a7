// A static factory's requirement (make<R: Route>) is checked at the call: a String where a Route is required is swiftc's error, placed at the method's name
// expect-error: static method 'make(_:query:)' requires that 'String' conform to 'Route'
protocol Route { var path: String { get } }
enum AppRoute: Route {
    case home, profile
    var path: String { self == .home ? "/" : "/profile" }
}
struct Links {
    static func make<R: Route>(_ route: R, query: String = "") -> String {
        route.path + (query.isEmpty ? "" : "?" + query)
    }
}
print(Links.make(AppRoute.home))
print(Links.make(AppRoute.profile, query: "tab=1"))
print(Links.make("/settings"))
