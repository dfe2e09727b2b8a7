// ARC: a parent coordinator finishing children found with firstIndex(where:) ===, removeAll(where:), popLast and first(where:)
class Coordinator {
    let name: String
    var children: [Coordinator] = []
    init(_ name: String) { self.name = name }
    func start(_ child: Coordinator) { children.append(child) }
    func finish(_ child: Coordinator) {
        if let i = children.firstIndex(where: { $0 === child }) {
            children.remove(at: i)
            print("removed \(child.name) at \(i)")
        }
    }
    deinit { print("deinit \(name)") }
}
let app = Coordinator("app")
app.start(Coordinator("login"))
app.start(Coordinator("home"))
app.start(Coordinator("settings"))
app.start(Coordinator("help"))
if let home = app.children.first(where: { $0.name == "home" }) {
    app.finish(home)
    print("home still held here: \(home.name)")
}
print("after if")
app.children.removeAll(where: { $0.name.hasPrefix("s") })
print(app.children.map { $0.name }, app.children.isEmpty)
let last = app.children.popLast()
print("popped \(last?.name ?? "-")")
let names = app.children.enumerated().map { "\($0.offset):\($0.element.name)" }
print(names)
app.children.removeAll()
print("end")
