// A generic class iterator drained through inout, a self-iterating struct's makeIterator and underestimatedCount, reduce(into:)
final class Gen<T>: IteratorProtocol {
    var items: [T]
    init(_ items: [T]) { self.items = items }
    func next() -> T? { items.isEmpty ? nil : items.removeFirst() }
}
func drain<I: IteratorProtocol>(_ it: inout I) -> [I.Element] {
    var out: [I.Element] = []
    while let x = it.next() { out.append(x) }
    return out
}
var g = Gen(["p", "q"])
print(drain(&g))
struct Count3: Sequence, IteratorProtocol {
    var k = 0
    mutating func next() -> Int? { k += 1; return k <= 3 ? k : nil }
    var underestimatedCount: Int { 3 }
}
var i3 = Count3().makeIterator()
print(i3.next()!, i3.next()!)
print(Count3().underestimatedCount)
let doubled = Count3().map { [$0, $0] }
print(doubled)
let nested = Count3().flatMap { Array(repeating: $0, count: $0) }
print(nested)
print(Count3().reduce(into: [Int]()) { $0.insert($1, at: 0) })
print(Count3().min { $0 > $1 }!, Count3().sorted { $0 > $1 })
