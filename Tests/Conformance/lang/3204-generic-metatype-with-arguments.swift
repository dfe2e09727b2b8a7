// a generic type's metatype written with its arguments: printed, debugPrinted, stored as Box<Int>.Type, compared with == and with type(of:)
struct Box<T> { var value: T }
final class Store<Key: Hashable, Value> {
    var items: [Key: Value] = [:]
    deinit { print("Store deinit") }
}
enum Loadable<V> { case idle, loaded(V) }
print(Box<Int>.self)
print(Store<String, [Int]>.self, Loadable<Box<Bool>>.self)
debugPrint(Box<Int>.self)
debugPrint(Store<String, Double>.self)
let t: Box<Int>.Type = Box<Int>.self
print(t, t == Box<Int>.self)
print(Box<String>.self == Box<String>.self, Box<String>.self == Box<Int>.self)
let b = Box(value: 4)
print(type(of: b) == Box<Int>.self, type(of: b) == t)
let s = Store<String, Int>()
print(type(of: s) == Store<String, Int>.self, type(of: s) == Store<Int, Int>.self)
let kinds: [Any.Type] = [Box<Int>.self, Loadable<String>.self]
for k in kinds { print("kind", k) }
func describe(_ type: Any.Type) -> String { "<\(type)>" }
print(describe(Box<[String]>.self))
print("\(Box<Double>.self) and \(Loadable<Int>.self)")
