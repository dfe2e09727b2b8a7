// Initializers with the same labels overloaded by parameter type are refused when the call takes one after the first.
// expect-error: does not support initializers overloaded by parameter type other than the first declared ('Price.init(amount:)') yet
// expect-line: 15
struct Price {
    var cents: Int
    init(amount: Int) { cents = amount * 100 }
    init(amount: Double) { cents = Int(amount * 100) }
}
final class Cart {
    var prices: [Price] = []
    deinit { print("Cart deinit", prices.count) }
}
let cart = Cart()
cart.prices.append(Price(amount: 3))
cart.prices.append(Price(amount: 2.5))
print(cart.prices.map { $0.cents })
