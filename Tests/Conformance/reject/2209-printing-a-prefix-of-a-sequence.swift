// REJECT: printing prefix(_:) of a program's own sequence (a PrefixSequence in Swift) is refused
// expect-error: does not support printing the lazy sequence 'prefix(_:)'
// expect-line: 10
struct Squares: Sequence, IteratorProtocol {
    var k = 0
    mutating func next() -> Int? { k += 1; return k * k }
}
let firstTwo = Array(Squares().prefix(2))
print(firstTwo)
print(Squares().prefix(3))
