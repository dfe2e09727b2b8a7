// an array literal mixing a written case and implicit members ([Route.home, .settings]) takes the written one's type, also as the argument of a generic function and under 'as Any', where the implicit members were looked up in 'Any' at run time
enum Route: Equatable { case home, settings, profile(id: Int) }
final class Screen {
    let route: Route
    init(_ route: Route) { self.route = route }
    deinit { print("deinit Screen", route) }
}
func count<T>(_ xs: [T]) -> Int { xs.count }
func last<T: Equatable>(_ xs: [T], except e: T) -> T? { xs.last { $0 != e } }
print(count([Route.home, .settings, .profile(id: 3)]))
print(last([Route.home, .settings, .profile(id: 3)], except: .profile(id: 3)) as Any)
print(last([Route.home, .home], except: .home) as Any)
let stack = [Route.settings, .profile(id: 1)].map(Screen.init)
print(stack.map(\.route) as Any)
let routes = [Route.profile(id: 7), .home]
print(routes, type(of: routes))
