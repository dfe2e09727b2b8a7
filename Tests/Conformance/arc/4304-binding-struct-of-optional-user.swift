// A binding struct of an optional user with observers, the shape of MVVM view models
final class User {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
struct Binding<Value> {
    private(set) var value: Value
    private var observers: [(Value) -> Void] = []
    init(_ value: Value) { self.value = value }
    mutating func observe(_ f: @escaping (Value) -> Void) {
        observers.append(f)
        f(value)
    }
    mutating func set(_ v: Value) {
        value = v
        for o in observers { o(v) }
    }
}
do {
    var current = Binding<User?>(nil)
    current.observe { user in print("user:", user?.name ?? "signed out") }
    current.set(User(name: "ann"))
    current.set(User(name: "bob"))
    current.set(nil)
    print("end of scope")
}
print("done")
