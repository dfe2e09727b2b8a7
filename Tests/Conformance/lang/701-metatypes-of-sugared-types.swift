// The metatype of a sugared type ([Int].self, [String: Int].self, Int?.self, (Int, String).self) prints as Swift's runtime spells it; debugPrint and collections add the module.
final class Coordinator {}
struct Screen {}
protocol Route {}

print([Int].self)
print([String: Int].self)
print(Int?.self)
print((Int, String).self)
print([[String]].self, [Int: [Double]].self)
print([Screen].self, Screen?.self, [Coordinator?].self)
print((name: String, count: Int).self)

debugPrint(Coordinator.self)
debugPrint(Int.self)
print([Screen.self], [Int.self, String.self])
print(String(reflecting: Coordinator.self), String(describing: Coordinator.self))
debugPrint(Route.self)

let types: [Any.Type] = [Int.self, [Int].self, Coordinator.self]
for t in types { print(t) }
print(type(of: [1, 2]), type(of: ["a": 1]), type(of: Int("3")))
print(type(of: (1, "x")) == (Int, String).self)
