// REJECT: an enum case with associated values used as a function value is not supported yet
// expect-error: coordlab does not support enum cases with associated values used as functions yet
// expect-line: 13
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
