// A protocol extension's method that shares its name but not its labels with a requirement (`start()` beside a required `start(animated:)`) is called directly through an existential, never the conforming type's own `start()`, as swiftc dispatches it; the requirement goes through the witness
protocol Coordinator: AnyObject {
    var name: String { get }
    func start(animated: Bool)
}
extension Coordinator {
    func start() {
        print("extension start() of \(name)")
        start(animated: true)
    }
}
final class LoginCoordinator: Coordinator {
    let name = "login"
    func start(animated: Bool) { print("login starts, animated: \(animated)") }
    func start() { print("login's own start()") }
    deinit { print("login released") }
}
final class HomeCoordinator: Coordinator {
    let name = "home"
    func start(animated: Bool) { print("home starts, animated: \(animated)") }
}
var children: [Coordinator] = [LoginCoordinator(), HomeCoordinator()]
for child in children {
    child.start()
    child.start(animated: false)
}
func launch<C: Coordinator>(_ c: C) { c.start() }
launch(LoginCoordinator())
LoginCoordinator().start()
children.removeAll()
print("end")
