// Casts to generic types over a mixed array: as?, as!, is, and switch patterns that tell Box<Int> from Box<String> and Pair<Int, String> from Pair<String, Int>
final class Box<T> {
    let value: T
    init(_ value: T) { self.value = value }
    deinit { print("deinit Box<\(T.self)>", value) }
}
struct Pair<A, B> { let a: A; let b: B }
enum Loadable<V> { case idle, loaded(V) }

var items: [Any] = [Box(1), Box("two"), Pair(a: 1, b: "x"), Pair(a: "y", b: 2), Loadable<Int>.loaded(5), Loadable<String>.idle, Box([1, 2])]
for item in items {
    if let b = item as? Box<Int> { print("int box", b.value + 1) }
    if item is Box<String> { print("string box") }
    switch item {
    case let p as Pair<Int, String>: print("pair int-string", p.a, p.b)
    case is Pair<String, Int>: print("pair string-int")
    case let l as Loadable<Int>:
        if case .loaded(let v) = l { print("loaded int", v) }
    case is Loadable<String>: print("loadable string")
    case is Box<[Int]>: print("array box")
    default: print("other", type(of: item))
    }
}
let forced = items[1] as! Box<String>
print(forced.value)
print(items.filter { $0 is Box<Int> }.count, items.compactMap { $0 as? Box<Double> }.count)
items.removeAll()
print("cleared")
