// A coordinator whose overloads of start take a child or a closure making one: the call runs the overload Swift ranks first, and the children are released in Swift's order
class Coordinator {
    let name: String
    var children: [Coordinator] = []
    init(_ name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name) }
    func start(_ child: Coordinator, retained: Bool = true) {
        print(name, "starts", child.name, "retained:", retained)
        if retained { children.append(child) }
    }
    func start(_ make: () -> Coordinator) {
        let child = make()
        print(name, "starts made", child.name)
        children.append(child)
    }
    func finish(_ name: String, all: Bool = false) {
        print(self.name, "finish", name, all)
        children.removeAll { all || $0.name == name }
    }
    func finish(_ child: Coordinator) { finish(child.name) }
}
do {
    let app = Coordinator("app")
    app.start(Coordinator("login"))
    app.start { Coordinator("home") }
    app.start(Coordinator("banner"), retained: false)
    print(app.children.map(\.name))
    app.finish("login")
    print(app.children.map(\.name))
    let settings = Coordinator("settings")
    app.start(settings)
    app.finish(settings)
    print(app.children.map(\.name))
    app.finish("", all: true)
    print("end of scope")
}
