// A protocol refining Sequence, generic functions constrained to it, Array(_:) and Set(_:) of a sequence
protocol Shelf: Sequence {}
struct Books: Shelf, IteratorProtocol {
    var left = 2
    mutating func next() -> String? {
        left -= 1
        return left >= 0 ? "book\(left)" : nil
    }
}
func show<S: Shelf>(_ s: S) { for b in s { print(b) } }
show(Books())
func total<S: Sequence>(_ s: S) -> Int where S.Element == Int { s.reduce(0, +) }
struct Three: Sequence, IteratorProtocol {
    var k = 0
    mutating func next() -> Int? { k += 1; return k <= 3 ? k : nil }
}
print(total(Three()), total([4, 5]))
let all = Array(Three()) + Array(Three())
print(all, Set(Three()).count)
print(Three().map(String.init).joined(separator: ","))
print(Three().enumerated().map { $0.offset * $0.element })
