// The default value of an `@autoclosure` parameter is wrapped in a closure as an argument is: it runs only when, and each time, the function calls the parameter
var made = 0
func nextID() -> Int { made += 1; return made }
func log(_ message: @autoclosure () -> String = "(no message)", tag: String = "app") {
    print("[\(tag)] \(message())")
}
func identifier(_ make: @autoclosure () -> Int = nextID(), when enabled: Bool) -> Int {
    enabled ? make() + make() : -1
}
final class Screen {
    let title: String
    init(title: String) { self.title = title }
    deinit { print("deinit", title) }
    func describe(_ extra: @autoclosure () -> String = "plain") -> String { title + " " + extra() }
}
log("hello")
log()
log(tag: "coordinator")
print(identifier(when: false), made)
print(identifier(when: true), made)
print(identifier(10, when: true), made)
let screen = Screen(title: "home")
print(screen.describe(), screen.describe("bold"))
