// A top-level operator function whose parameters are a protocol's existential (`func ~> (parent: Coordinator, child: Coordinator)`) is called for an operand declared as that protocol, not looked up in the operand's own type
protocol Coordinator: AnyObject {
    var name: String { get }
    var children: [Coordinator] { get set }
}
final class AppCoordinator: Coordinator {
    let name = "app"
    var children: [Coordinator] = []
}
final class LoginCoordinator: Coordinator {
    let name = "login"
    var children: [Coordinator] = []
    deinit { print("login released") }
}
infix operator ~>: AdditionPrecedence
@discardableResult
func ~> (parent: Coordinator, child: Coordinator) -> Coordinator {
    parent.children.append(child)
    print("\(parent.name) ~> \(child.name)")
    return child
}
let app: Coordinator = AppCoordinator()
app ~> LoginCoordinator()
AppCoordinator() ~> LoginCoordinator()
print(app.children.map(\.name))
app.children.removeAll()
print("end")
