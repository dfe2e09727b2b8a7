// type(of: x) of a value of generic parameter type T, where T is bound to an array, a dictionary, a set, a tuple or an Optional: Swift prints the bound type with its arguments
func describe<T>(_ x: T) -> String { "\(type(of: x)): \(x)" }
class Base {}
final class Derived: Base {}
print(describe(1), describe("s"), describe([1]), describe(["k": 2.5]))
print(describe((1, "a")), describe(Set<Int>([3])), describe([[1], [2]]), describe([Base()].count))
let base: Base = Derived()
print(describe(base) == "Derived: main.Derived", describe([base]).hasPrefix("Array<Base>"))
func kinds<T>(_ xs: [T]) -> [String] { xs.map { "\(type(of: $0))" } }
print(kinds([1, 2]), kinds([[1], [2]]), kinds([("a", 1)]))
