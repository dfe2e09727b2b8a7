// An enum case with a labelled associated value used as a function value in map (it was refused before).
enum Route {
    case detail(id: Int)
    case home
}
class Screen {
    deinit { print("never runs") }
}
let screen = Screen()
let ids = [1, 2, 3]
let routes = ids.map(Route.detail)
print(routes.count)
if case .detail(let id) = routes[2] { print(id) }
