// T.self inside a generic function or a generic type's method is the type the call (or the instance) bound: it prints, debugPrints and compares as Swift's does.
class Coordinator {}
final class LoginCoordinator: Coordinator {}
struct Route { let path: String }
enum Tab { case home, profile }

func typeName<T>(of value: T) -> String { "\(T.self)" }

func sameType<A, B>(_ a: A, _ b: B) -> Bool { A.self == B.self }

func registry<Item>(_ items: [Item]) -> String {
    debugPrint(Item.self)
    return "\(items.count) × \(Item.self)"
}

func relay<Value>(_ value: Value) -> String { typeName(of: value) + " via " + "\(Value.self)" }

struct Store<Element> {
    var items: [Element]
    func summary() -> String { "Store<\(Element.self)> holding \(items.count)" }
}

print(typeName(of: 3), typeName(of: "tab"), typeName(of: LoginCoordinator()), typeName(of: Route(path: "/")))
print(typeName(of: Tab.home), typeName(of: [Tab.profile]), typeName(of: ["a": 1]))
print(sameType(1, 2), sameType(1, "2"), sameType(Coordinator(), LoginCoordinator()))
print(registry([Route(path: "/a"), Route(path: "/b")]))
print(registry([1, 2, 3]))
print(relay(2.5), relay(Coordinator()))
print(Store(items: [Tab.home]).summary(), Store(items: ["x", "y"]).summary())
let coordinator: Coordinator = LoginCoordinator()
print(typeName(of: coordinator), type(of: coordinator))
