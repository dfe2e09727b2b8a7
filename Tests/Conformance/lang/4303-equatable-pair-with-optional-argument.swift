// A linked node struct and an equatable pair with Optional arguments
struct Pair<A: Equatable, B: Equatable>: Equatable {
    let first: A
    let second: B
}
final class Node<T> {
    let value: T
    var next: Node<T>?
    init(_ value: T) { self.value = value }
}
let p = Pair<Int?, String>(first: nil, second: "a")
let q = Pair<Int?, String>(first: 1, second: "a")
print(p == q, p == Pair(first: nil, second: "a"))
print(p, q)
var list: [Pair<String?, Int>] = []
for (k, v) in [("a", 1), ("", 2)] {
    list.append(Pair(first: k.isEmpty ? nil : k, second: v))
}
print(list)
print(list.filter { $0.first != nil }.count)
