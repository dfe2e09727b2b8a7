// TRAP: try! on a call that throws stops the program with Swift's message naming the error
// expect-trap: Fatal error: 'try!' expression unexpectedly raised an error: main.ConfigError.missingKey
enum ConfigError: Error {
    case missingKey
    case badValue
}
class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func value(for key: String) throws -> String {
    if key == "title" { return "Home" }
    throw ConfigError.missingKey
}
let title = try! value(for: "title")
print("title:", title)
func show() {
    let screen = Screen("local screen")
    print("showing", screen.name)
    let subtitle = try! value(for: "subtitle")
    print("never printed", subtitle)
}
show()
print("never printed either")
