// An extension may come before the type it extends (Swift reads a module's declarations in any order): methods, computed properties and a protocol conformance added first.
extension Coordinator: CustomStringConvertible {
    var description: String { "Coordinator(\(name), \(children.count) children)" }
    func add(_ child: Coordinator) { children.append(child) }
}
extension Screen {
    static func make(_ title: String) -> Screen { Screen(title: title) }
}
final class Coordinator {
    let name: String
    var children: [Coordinator] = []
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}
struct Screen { let title: String }
let app = Coordinator("app")
app.add(Coordinator("home"))
print(app, Screen.make("detail").title)
app.children.removeAll()
print("end")
