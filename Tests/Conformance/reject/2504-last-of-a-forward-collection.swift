// REJECT: last of a program's forward-only Collection (swiftc: no member 'last') is refused before running
// expect-error: does not support 'last' of a program's own collection
// expect-line: 11
struct Deck: Collection {
    var cards = [1, 2, 3]
    var startIndex: Int { 0 }
    var endIndex: Int { cards.count }
    subscript(position: Int) -> Int { cards[position] }
    func index(after i: Int) -> Int { i + 1 }
}
print(Deck().first as Any, Deck().last as Any)
