// String(format:) of a price, formatted by Foundation as swiftc's build formats it (it was refused)
import Foundation
struct PriceLabel {
    let amount: Double
    var text: String { String(format: "$%.2f", amount) }
}

print("price")
print(PriceLabel(amount: 4.5).text)
