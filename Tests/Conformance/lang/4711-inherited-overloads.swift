// A subclass that overrides one overload still has its superclass's others, and a protocol extension's method with a default beside a type's own of the same labels takes the calls that leave the default out
class Screen {
    let name: String
    init(name: String) { self.name = name }
    func show(_ title: String, animated: Bool = true) { print(name, "Screen.show(title:)", title, animated) }
    func show(_ build: () -> String) { print(name, "Screen.show(build:)", build()) }
    func close() { print(name, "Screen.close()") }
    func close(after delay: Int) { print(name, "Screen.close(after:)", delay) }
}
final class DetailScreen: Screen {
    override func show(_ title: String, animated: Bool = true) { print(name, "Detail.show(title:)", title, animated) }
    override func close(after delay: Int) { print(name, "Detail.close(after:)", delay); super.close() }
    func refresh() { show("again"); show { "built in refresh" }; close(after: 2) }
}
let detail = DetailScreen(name: "d")
detail.show("a")
detail.show { "b" }
detail.close()
detail.refresh()
let screen: Screen = detail
screen.show("c", animated: false)
screen.show { "e" }

protocol Logging {
    func log(_ message: String, level: Int)
    func log(_ make: () -> String)
}
extension Logging {
    func log(_ message: String, level: Int = 0) { print("default log", message, level) }
}
struct Console: Logging {
    func log(_ message: String, level: Int) { print("console log", message, level) }
    func log(_ make: () -> String) { print("console closure", make()) }
}
let console = Console()
console.log("one")
console.log("two", level: 3)
console.log { "three" }
let logger: Logging = console
logger.log("four")
logger.log("five", level: 1)
logger.log { "six" }
