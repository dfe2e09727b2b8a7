// ERRORS: a screen conforming to a protocol without its title requirement is refused in swiftc's words
protocol Screen: AnyObject {
    var title: String { get }
    func render() -> String
}
extension Screen {
    func describe() -> String { "\(title): \(render())" }
}
final class HomeScreen: Screen {
    let heading = "Home"
    func render() -> String { "[home]" }
    deinit { print("HomeScreen deinit") }
}
let s: Screen = HomeScreen()
print(s.render())
