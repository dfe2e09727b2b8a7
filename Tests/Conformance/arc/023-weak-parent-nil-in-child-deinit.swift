// ARC: children released by a dying parent see their weak parent reference as nil in their deinit
class Coordinator {
    let name: String
    weak var parent: Coordinator?
    var children: [Coordinator] = []
    init(_ name: String) { self.name = name }
    func add(_ child: Coordinator) {
        child.parent = self
        children.append(child)
    }
    deinit { print("deinit \(name), parent \(parent?.name ?? "nil"), \(children.count) children") }
}

var app: Coordinator? = Coordinator("app")
let login = Coordinator("login")
app!.add(login)
app!.add(Coordinator("home"))
app!.children[1].add(Coordinator("detail"))
print("login parent: \(login.parent?.name ?? "nil")")
app = nil
print("login parent now: \(login.parent?.name ?? "nil")")
print("end")
