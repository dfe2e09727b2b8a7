// Protocol extensions' members through existentials: a property that is no requirement read statically (also by a key path), a requirement's static member dynamically, a mutating extension method on an existential, an extension subscript with a default: label
protocol Named { var name: String { get }; static var kind: String { get } }
extension Named { static var kind: String { "named" }; static var label: String { "label:" + kind }; var shout: String { name.uppercased() } }
struct Dog: Named { let name: String; static var kind: String { "dog" }; static var label: String { "dog label" }; var shout: String { "WOOF" } }
class Cat: Named { let name = "cat"; static var label: String { "cat label" } }
func kinds<T: Named>(_ t: T.Type) -> String { t.kind }
print(kinds(Dog.self), kinds(Cat.self), Dog.label, Cat.label, Dog.kind, Cat.kind)
let ns: [Named] = [Dog(name: "rex"), Cat()]
print(ns.map(\.shout), ns.map { $0.shout }, Dog(name: "a").shout)
protocol Counter { var count: Int { get set } }
extension Counter { mutating func bump() { count += 1 }; var doubled: Int { count * 2 } }
struct C: Counter { var count = 0; var doubled: Int { -1 } }
var c: Counter = C()
c.bump(); c.bump()
print(c.count, c.doubled, (c as! C).doubled)
protocol Store { subscript(key: String) -> Int? { get } }
extension Store { subscript(key: String, default d: Int) -> Int { self[key] ?? d } }
struct S: Store { let d = ["a": 1]; subscript(key: String) -> Int? { d[key] } }
let s: Store = S()
print(s["a"] as Any, s["b", default: 9])
