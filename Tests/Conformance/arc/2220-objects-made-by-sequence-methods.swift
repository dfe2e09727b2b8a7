// ARC: objects made by a map over a sequence live in the result; a reduce into keeps only the last; sequences in a struct
final class Box {
    let n: Int
    init(_ n: Int) { self.n = n; print("box \(n)") }
    deinit { print("unbox \(n)") }
}
struct Boxes: Sequence, IteratorProtocol {
    var k = 0
    let limit: Int
    mutating func next() -> Box? {
        k += 1
        return k <= limit ? Box(k) : nil
    }
}
struct Holder {
    var source = Boxes(limit: 2)
    func sizes() -> [Int] { source.map { $0.n * 10 } }
}
var kept = Boxes(limit: 3).filter { $0.n != 2 }
print("kept", kept.map(\.n))
let last = Boxes(limit: 3).reduce(nil as Box?) { _, b in b }
print("last", last?.n ?? 0)
print(Holder().sizes())
let biggest = Boxes(limit: 3).max { $0.n < $1.n }
print("biggest", biggest!.n)
kept.removeAll()
print("end")
