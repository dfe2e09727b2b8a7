// Extensions on a program's sequence and on Sequence itself, generic functions over S: Sequence with a some-parameter
struct Digits: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        guard n > 0 else { return nil }
        defer { n /= 10 }
        return n % 10
    }
}
extension Digits {
    var sum: Int { reduce(0, +) }
    func total() -> Int {
        var t = 0
        for d in self { t += d }
        return t
    }
}
extension Sequence {
    func countMatching(_ p: (Element) -> Bool) -> Int {
        var k = 0
        for x in self where p(x) { k += 1 }
        return k
    }
}
let d = Digits(n: 90817)
print(d.sum, d.total(), Array(d))
print(d.countMatching { $0 > 5 }, [1, 7, 8].countMatching { $0 > 5 })
protocol Scorer { func score(_ x: Int) -> Int }
struct Doubler: Scorer { func score(_ x: Int) -> Int { x * 2 } }
func best<S: Sequence>(_ s: S, by scorer: some Scorer) -> Int where S.Element == Int {
    s.map { scorer.score($0) }.max() ?? 0
}
print(best(d, by: Doubler()), best([3, 4], by: Doubler()))
