// Swift-test-suite style: Equatable and Comparable elements of a program's sequence, zip, min/max, sorted, contains
struct Card: Comparable, CustomStringConvertible {
    let rank: Int
    let suit: String
    static func < (a: Card, b: Card) -> Bool { a.rank < b.rank }
    var description: String { "\(rank)\(suit)" }
}
struct Hand: Sequence {
    var cards: [Card]
    func makeIterator() -> AnyIterator<Card> {
        var i = 0
        return AnyIterator {
            defer { i += 1 }
            return i < cards.count ? cards[i] : nil
        }
    }
}
let hand = Hand(cards: [Card(rank: 9, suit: "h"), Card(rank: 2, suit: "s"), Card(rank: 9, suit: "c")])
print(hand.sorted(), hand.min()!, hand.max()!)
print(hand.contains(Card(rank: 2, suit: "s")), hand.contains(Card(rank: 3, suit: "s")))
for (card, slot) in zip(hand, ["first", "second"]) { print(slot, card) }
print(hand.map(\.suit).joined(), hand.sorted(by: >).map(\.description))
print(hand.first { $0.suit == "c" }?.rank ?? 0, hand.allSatisfy { $0.rank > 1 })
