// LANG: cases with labeled, unlabeled and several associated values: construction in every spelling and printing as Swift does
struct Point {
    var x: Int
    var y: Int
}
enum Tab: String {
    case feed, profile
}
enum Route {
    case home
    case detail(id: Int)
    case search(String)
    case pair(Int, String)
    case mixed(Int, title: String, score: Double)
    case optional(Int?, name: String?)
    case nested(Tab)
    case point(Point)
    case list([Int])
}
let a = Route.detail(id: 3)
let b: Route = .search("swift \"enums\"")
var c = Route.pair(1, "one")
print(a)
print(b)
print(c)
print("route: \(a) and \(c)")
print(Route.mixed(2, title: "t", score: 1))
print(Route.optional(nil, name: "n"), Route.optional(5, name: nil))
print(Route.nested(.feed), Route.point(Point(x: 1, y: 2)), Route.list([1, 2]))
print([a, b, .home])
let maybe: Route? = .detail(id: 7)
print(maybe as Any)
print(String(describing: a))
c = .home
print(c)
func make(_ n: Int) -> Route {
    return n > 0 ? .detail(id: n) : .home
}
print(make(4), make(0))
let routes: [Route] = [.detail(id: 1), .search("x")]
print(routes.count, routes[1])
