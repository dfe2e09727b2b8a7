// A generic sequence and iterator: labeled break and continue across nested loops, a generic function over S: Sequence
struct Ring<T>: Sequence {
    var items: [T]
    var turns: Int
    func makeIterator() -> RingIterator<T> { RingIterator(items: items, left: turns * items.count) }
}
struct RingIterator<T>: IteratorProtocol {
    let items: [T]
    var left: Int
    var k = 0
    init(items: [T], left: Int) { self.items = items; self.left = left }
    mutating func next() -> T? {
        guard left > 0, !items.isEmpty else { return nil }
        left -= 1
        defer { k = (k + 1) % items.count }
        return items[k]
    }
}
let r = Ring(items: ["x", "y"], turns: 2)
for s in r { print(s, terminator: " ") }
print()
print(r.map { $0 + "!" })
print(r.filter { $0 == "x" }.count)
let ints = Ring(items: [3, 1, 2], turns: 1)
print(ints.sorted(), ints.reduce(0) { $0 + $1 }, ints.max()!)
outer: for a in ints {
    for b in ints {
        if b == 2 { continue outer }
        if a == 2 { break outer }
        print(a, b)
    }
}
func firstBig<S: Sequence>(_ s: S) -> Int? where S.Element == Int {
    for x in s where x > 1 { return x }
    return nil
}
print(firstBig(ints) ?? -1)
