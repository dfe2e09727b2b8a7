// REJECT: reversed() of a program's BidirectionalCollection (a lazy ReversedCollection in Swift) is refused
// expect-error: does not support 'reversed' of a program's own collection
// expect-line: 12
struct Pair: BidirectionalCollection {
    let left: String, right: String
    var startIndex: Int { 0 }
    var endIndex: Int { 2 }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(position: Int) -> String { position == 0 ? left : right }
}
for s in Pair(left: "l", right: "r").reversed() { print(s) }
