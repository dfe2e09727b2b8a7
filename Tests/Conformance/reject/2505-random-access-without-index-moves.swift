// REJECT: a RandomAccessCollection that leaves index(after:) and index(before:) to Swift's Strideable defaults is refused
// expect-error: does not support a RandomAccessCollection without its own index(after:)
// expect-line: 4
struct Squares: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { 4 }
    subscript(position: Int) -> Int { position * position }
}
print(Squares().count)
