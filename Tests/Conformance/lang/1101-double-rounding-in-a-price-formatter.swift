// Double's rounded() and rounded(_:) with each rule, round() in place, for prices, progress and ratings (halves and negatives)
struct Price {
    let amount: Double
    var cents: Int { Int((amount * 100).rounded()) }
    var wholeUnits: Int { Int(amount.rounded(.down)) }
}

for amount in [19.994, 19.995, 0.5, -0.5, 2.675] {
    let price = Price(amount: amount)
    print(amount, price.cents, price.wholeUnits, amount.rounded(.up), amount.rounded(.towardZero))
}

let progress = 0.4166
print("progress", (progress * 100).rounded() / 100, Int((progress * 100).rounded(.toNearestOrEven)))

var rating = 3.5
rating.round()
var other = 2.5
other.round(.toNearestOrEven)
var loss = -7.5
loss.round(.awayFromZero)
print(rating, other, loss)

let rules: [FloatingPointRoundingRule] = [.toNearestOrAwayFromZero, .toNearestOrEven, .up, .down, .towardZero, .awayFromZero]
for value in [2.5, -2.5, 1.2] {
    print(value, rules.map { value.rounded($0) })
}
let side = 10.0
print((side * side * 2).squareRoot().rounded(.down), (2.0).squareRoot())
