// `T!` properties, globals, locals, parameters and statics reach members without `?` or `!`; deinits in Swift's order
final class Service {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit Service", name) }
    func ping() -> String { "ping \(name)" }
}
final class Screen {
    var service: Service!
    static var fallback: Service! = Service("static")
    deinit { print("deinit Screen") }
    func load() { print(service.ping(), service.name.count) }
}
var shared: Service! = Service("global")
print(shared.ping())
func describe(_ s: Service!) -> String { s.name.uppercased() }
do {
    let screen = Screen()
    screen.service = Service("injected")
    screen.load()
    let local: Service! = Service("local")
    print(describe(local), local.ping())
    print(Screen.fallback.name)
    let maybe: Service? = screen.service
    print(maybe?.name ?? "none")
}
shared = nil
print(shared == nil)
