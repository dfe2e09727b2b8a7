// Swift test suite style: a protocol refining Collection with a default method, a mutated struct collection, early exits from loops over it
protocol Scored: Collection where Element == Int {
    var name: String { get }
}
extension Scored {
    func report() -> String {
        var best = Int.min
        for s in self where s > best { best = s }
        return "\(name): \(count) scores, best \(isEmpty ? 0 : best)"
    }
}
struct Round: Scored {
    var name: String
    var scores: [Int] = []
    var startIndex: Int { scores.startIndex }
    var endIndex: Int { scores.endIndex }
    subscript(position: Int) -> Int { scores[position] }
    func index(after i: Int) -> Int { scores.index(after: i) }
    mutating func add(_ s: Int) { scores.append(s) }
}
func firstOver<C: Collection>(_ limit: Int, in c: C) -> C.Index? where C.Element == Int {
    for i in c.indices {
        if c[i] > limit { return i }
    }
    return nil
}
var r = Round(name: "heats")
print(r.report())
for s in [7, 3, 9, 4] { r.add(s) }
print(r.report())
print(firstOver(5, in: r) as Any, firstOver(50, in: r) as Any)
let copy = r
r.add(12)
print(copy.count, r.count, copy.max()!, r.max()!)
outer: for x in r {
    for y in copy where y == x {
        if y == 9 { print("stop at", y); break outer }
        print("both", y)
    }
}
print(r.contains { $0 > 10 }, r.reduce(0, +), r.sorted())
