// A static or class method named as a function value (`routes.map(Flow.make)`, `let parse = Route.parse`) is the method bound to its type: a subclass's override through the subclass, a protocol extension's default through the conforming type; deinit order as swiftc's
class Flow {
    let name: String
    init(name: String) { self.name = name; print("start", name) }
    deinit { print("end", name) }
    class func make(_ name: String) -> Flow { Flow(name: name) }
    class func kind() -> String { "flow" }
    static func title(of flow: Flow) -> String { flow.name.uppercased() }
}
final class ModalFlow: Flow {
    override class func kind() -> String { "modal" }
}
enum Route {
    case home, detail(Int)
    static func parse(_ path: String) -> Route { path == "home" ? .home : .detail(path.count) }
}
protocol Factory { static func build() -> String }
extension Factory { static func build() -> String { "built \(Self.self)" } }
struct Widget: Factory {}

var flows = ["auth", "shop"].map(Flow.make)
print(flows.map(Flow.title))
let parse = Route.parse
print(parse("home"), parse("abc"))
let kinds = [Flow.kind, ModalFlow.kind]
print(kinds.map { $0() })
let build = Widget.build
print(build())
let made = ModalFlow.make
flows.append(made("sheet"))
flows.removeFirst()
print("dropped one")
flows = []
print("end")
