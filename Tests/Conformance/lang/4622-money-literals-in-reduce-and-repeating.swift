// A money type made from integer and float literals: a reduce starting at 0 whose closure adds Money makes the 0 a Money, arrays made by [Money](repeating:count:), defaults, dictionary values and max() ?? 0
import Foundation
struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible, Comparable {
    let cents: Int
    init(integerLiteral value: Int) { cents = value * 100 }
    init(floatLiteral value: Double) { cents = Int((value * 100).rounded()) }
    init(cents: Int) { self.cents = cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    var description: String { "$\(cents / 100).\(String(format: "%02d", cents % 100))" }
}
struct LineItem { let name: String; let price: Money }
let items = [LineItem(name: "tea", price: 3), LineItem(name: "cake", price: 4.5)]
let total = items.reduce(0) { $0 + $1.price }
print(total, total > 7, items.map(\.price).max() ?? 0)
var budget: Money = 10
budget = budget + 2.25
print(budget, [Money](repeating: 1, count: 2))
func charge(_ m: Money = 1) -> String { "charged \(m)" }
print(charge(), charge(9.99))
let prices: [String: Money] = ["a": 1, "b": 2.5]
print(prices.values.sorted(), prices["a"] ?? 0)
