// A program declaring its own `print(_:)` for its cards and `max(_:_:)` for its scores beside Swift's: a call whose argument fits the program's goes there, any other to Swift's, `Swift.print` always to Swift's
enum Suit { case spades, hearts }
struct Card { let suit: Suit; let rank: Int }
struct Score: Equatable { let points: Int }

func print(_ suit: Suit) { Swift.print("suit:", suit == .spades ? "spades" : "hearts") }
func print(_ card: Card) { Swift.print("card", card.rank, terminator: "!\n") }
func max(_ a: Score, _ b: Score) -> Score { a.points >= b.points ? a : b }

final class Table {
    var cards: [Card] = []
    func deal(_ card: Card) {
        cards.append(card)
        print(card)
        print("dealt", cards.count)
    }
    deinit { print("Table deinit") }
}

print(Suit.spades)
print(Card(suit: .hearts, rank: 3))
print(1, "two", 3.0)
let anything: Any = Suit.hearts
print(anything)
var table: Table? = Table()
table?.deal(Card(suit: .spades, rank: 9))
table?.cards.forEach { print($0.suit) }
print(table!.cards)
table = nil
print(max(Score(points: 2), Score(points: 5)).points, max(4, 7), max(1.5, 0.5))
Swift.print(Card(suit: .spades, rank: 1))
