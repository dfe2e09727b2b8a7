// REJECT: default values for associated values are not supported yet
// expect-error: coordlab does not support default values of associated values yet
// expect-line: 6
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
