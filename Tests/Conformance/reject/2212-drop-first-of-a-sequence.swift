// REJECT: dropFirst of a program's own sequence (a lazy DropFirstSequence in Swift) is refused
// expect-error: does not support 'dropFirst' of a program's own sequence
// expect-line: 8
struct Naturals: Sequence, IteratorProtocol {
    var k = 0
    mutating func next() -> Int? { k += 1; return k }
}
for x in Naturals().dropFirst(2).prefix(2) { print(x) }
