// A defaulted associated value (once refused before the program ran): Route.detail() takes the default, and the screen made before it stays alive until the end, as a global does.
enum Route {
    case home
    case detail(id: Int = 0)
}
class Screen {
    deinit { print("never runs") }
}
let screen = Screen()
print("before")
print(Route.detail())
print(Route.detail(id: 4), Route.home)
if case .detail(let id) = Route.detail() { print("id", id) }
print("after")
