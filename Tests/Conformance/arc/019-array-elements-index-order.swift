// ARC: when an array is released its elements are released in index order, appended ones included
class Card {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("deinit card \(n)") }
}

class Deck {
    var cards: [Card] = []
    deinit { print("Deck.deinit with \(cards.count) cards") }
}

do {
    let cards = [Card(2), Card(0), Card(1)]
    print("local array of \(cards.count)")
}
print("---")
var deck: Deck? = Deck()
deck!.cards.append(Card(10))
deck!.cards.append(Card(11))
deck!.cards.append(Card(12))
deck!.cards[0] = Card(13)
print("deck built")
deck = nil
print("---")
var shared = Card(99)
do {
    let repeated = [shared, Card(20), shared]
    print("repeated \(repeated.count)")
}
shared = Card(98)
print("end")
