// if and switch as expressions: bindings, return, single-expression bodies, getters, closures, assignment, payloads, where, else-if, throw branches
enum Route { case home, profile(id: Int), settings(section: String), logout }
enum RouteError: Error { case forbidden(Route) }

struct Router {
    var isLoggedIn: Bool
    var title: String {
        if isLoggedIn { "Welcome back" } else { "Sign in" }
    }
    func depth(of route: Route) -> Int {
        switch route {
        case .home: 0
        case .profile(let id) where id > 100: 2
        case .profile: 1
        case .settings(let section): section.count
        case .logout: -1
        }
    }
    func destination(_ route: Route) throws -> String {
        return switch route {
        case .home: "HomeViewController"
        case .profile(let id): "ProfileViewController(\(id))"
        case .settings(section: let s) where !s.isEmpty: "Settings.\(s)"
        case .settings, .logout: throw RouteError.forbidden(route)
        }
    }
}

var router = Router(isLoggedIn: false)
print(router.title)
router.isLoggedIn = true
print(router.title)
let routes: [Route] = [.home, .profile(id: 7), .profile(id: 300), .settings(section: "privacy"), .settings(section: ""), .logout]
for r in routes {
    let name = (try? router.destination(r)) ?? "refused"
    print(router.depth(of: r), name)
}
let count = routes.count
let size = if count > 10 { "many" } else if count > 3 { "some" } else { "few" }
print(size)
let ratio: Double = if count % 2 == 0 { 1 } else { 0.5 }
print(ratio)
let badge: Int? = if count > 100 { count } else { nil }
print(badge as Any)
var status = "idle"
status = switch routes.last! { case .logout: "leaving" default: "staying" }
print(status)
let describe = { (r: Route) -> String in
    switch r { case .home: "h" case .profile(let id): "p\(id)" case .settings: "s" case .logout: "x" }
}
print(routes.map(describe).joined(separator: ","))
let nested = switch routes[1] {
case .profile(let id): if id > 5 { "big \(id)" } else { "small \(id)" }
default: "other"
}
print(nested)
let summary = { if routes.isEmpty { "no routes" } else { "\(routes.count) routes" } }
print(summary())
