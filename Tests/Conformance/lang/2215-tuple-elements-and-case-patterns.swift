// A sequence of tuples: destructuring loops, for case with a value, compactMap, flatMap, first(where:), a driven iterator
struct Pairs: Sequence {
    let keys: [String]
    func makeIterator() -> PairIterator { PairIterator(keys: keys) }
}
struct PairIterator: IteratorProtocol {
    let keys: [String]
    var i = 0
    mutating func next() -> (String, Int)? {
        guard i < keys.count else { return nil }
        i += 1
        return (keys[i - 1], i * 10)
    }
}
let p = Pairs(keys: ["x", "y", "z"])
for (k, v) in p { print(k, v) }
for case let (k, 20) in p { print("twenty at", k) }
for (k, v) in p where v != 20 { print("not twenty", k) }
print(p.compactMap { $0.1 > 10 ? $0.0 : nil })
print(p.flatMap { [$0.0, $0.0] })
print(p.first { $0.1 == 30 }.map { $0.0 } ?? "none")
var it = p.makeIterator()
_ = it.next()
while let pair = it.next() { print("rest", pair.0, pair.1) }
