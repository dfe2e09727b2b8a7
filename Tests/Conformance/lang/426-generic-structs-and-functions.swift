// Generic structs: value semantics, mutating methods, the memberwise initializer with and without defaulted properties; generic functions taking closures and returning tuples
struct Stack<Element> {
    var items: [Element] = []
    var isEmpty: Bool { items.isEmpty }
    mutating func push(_ e: Element) { items.append(e) }
    mutating func pop() -> Element? { items.popLast() }
}
var s = Stack<String>()
s.push("a"); s.push("b")
print(s, s.isEmpty)
var t = s
t.push("c")
print(s.items, t.items, s.pop() ?? "-", s)
struct Wrapper<T> { let value: T; var label = "w" }
let w = Wrapper(value: 3)
print(w, Wrapper(value: "x", label: "y"))
func apply<T, U>(_ x: T, _ f: (T) -> U) -> U { f(x) }
print(apply(2) { $0 * 10 }, apply("a") { $0 + "b" })
func pairUp<A, B>(_ a: A, _ b: B) -> (A, B) { (a, b) }
print(pairUp(1, "x"))
