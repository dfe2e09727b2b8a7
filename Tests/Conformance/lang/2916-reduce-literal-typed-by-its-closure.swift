// reduce with an integer literal and a closure over Doubles: the literal is a Double, as Swift infers it
struct LineItem { let name: String; let price: Double; let quantity: Int }
let empty: [Double] = []
let prices = [2.5, 4.0]
let items = [LineItem(name: "tea", price: 3.5, quantity: 2), LineItem(name: "cake", price: 1.25, quantity: 4)]
print(empty.reduce(0) { $0 + $1 })
print(prices.reduce(0) { total, p in total + p })
print(items.reduce(0) { $0 + $1.price * Double($1.quantity) })
print(items.reduce(0) { $0 + $1.quantity })
print([LineItem]().reduce(0) { $0 + $1.price })
let average = prices.reduce(0) { $0 + $1 } / Double(prices.count)
print(average, items.map(\.quantity).reduce(0) { $0 + $1 })
