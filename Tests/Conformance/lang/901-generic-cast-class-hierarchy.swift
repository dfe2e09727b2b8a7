// as? T and is T where T is bound to a superclass or a subclass, from a .Type argument and from the context
class Coordinator {
    let name: String
    init(_ name: String) { self.name = name }
    var kind: String { "base" }
    deinit { print("deinit \(name)") }
}
final class AuthCoordinator: Coordinator {
    override var kind: String { "auth" }
}

func child<T>(_ value: Any, as type: T.Type) -> T? { value as? T }
func isChild<T>(_ value: Any, _ type: T.Type) -> Bool { value is T }
func identity<T>(_ value: T) -> T { print("bound", T.self); return value }

let base = Coordinator("app")
let auth = AuthCoordinator("auth")
print(child(base, as: AuthCoordinator.self) as Any)
print(child(auth, as: Coordinator.self)?.kind ?? "nil")
print(child(base, as: Coordinator.self)?.kind ?? "nil")
print(isChild(base, AuthCoordinator.self), isChild(auth, Coordinator.self))
let upcast: Coordinator? = child(base, as: AuthCoordinator.self)
print(upcast?.name ?? "nil")
let held: Coordinator = identity(auth)
print(held.kind)
let children: [Coordinator] = [base, auth]
print(children.compactMap { child($0, as: AuthCoordinator.self) }.map(\.name))
do {
    let local = AuthCoordinator("local")
    print(isChild(local, AuthCoordinator.self))
}
print("end")
