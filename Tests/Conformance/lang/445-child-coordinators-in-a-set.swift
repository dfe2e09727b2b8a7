// Child coordinators kept in a Set, as coordinator code writes it: finishing a flow removes and frees the child.
class Coordinator: Hashable {
    let name: String
    var children = Set<Coordinator>()
    weak var parent: Coordinator?
    init(name: String) { self.name = name }
    static func == (lhs: Coordinator, rhs: Coordinator) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    func start(_ child: Coordinator) {
        child.parent = self
        children.insert(child)
        print("\(name) started \(child.name), children: \(children.count)")
    }
    func finish() {
        parent?.childDidFinish(self)
    }
    func childDidFinish(_ child: Coordinator) {
        guard children.remove(child) != nil else { print("not a child: \(child.name)"); return }
        print("\(name) removed \(child.name), children: \(children.count)")
    }
    deinit { print("deinit \(name)") }
}
final class LoginCoordinator: Coordinator {
    init() { super.init(name: "login") }
}
var app: Coordinator? = Coordinator(name: "app")
app!.start(LoginCoordinator())
app!.start(Coordinator(name: "onboarding"))
let login = app!.children.first { $0 is LoginCoordinator }
login?.finish()
login?.finish()
print("login still referenced:", login != nil)
print(app!.children.map { $0.name })
print(app!.children.contains { $0.name == "onboarding" })
app = nil
print("end")
