// A coordinator removes its children of a given type with `removeAll { $0 is T }` and finds one with `first(where:)`; protocol-extension defaults run where the conformer does not declare the requirement
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}
extension Coordinator {
    func start() { print("default start", type(of: self)) }
    func add(_ c: Coordinator) { children.append(c); c.start() }
    func remove<T: Coordinator>(all type: T.Type) {
        children.removeAll { $0 is T }
        print("removed \(T.self), left", children.count)
    }
    func child<T: Coordinator>(_ type: T.Type) -> T? { children.first { $0 is T } as? T }
}
class Base: Coordinator {
    var children: [Coordinator] = []
    deinit { print("deinit", type(of: self)) }
}
final class Login: Base { func start() { print("Login start (not the witness)") } }
final class Feed: Base {}
let app = Base()
app.add(Login())
app.add(Feed())
app.add(Feed())
print(app.child(Feed.self).map { "\(type(of: $0))" } ?? "none")
app.remove(all: Feed.self)
print(app.child(Feed.self) == nil)
app.remove(all: Login.self)
print("end")
