// String(format:) as view models format prices, durations and counts: widths, precision, flags, hex, %@ and %%, sized integers and Floats
import Foundation
struct PriceViewModel {
    let amount: Double
    let quantity: Int
    var title: String { String(format: "%d × %.2f = %.2f", quantity, amount, amount * Double(quantity)) }
}
print(PriceViewModel(amount: 12.5, quantity: 3).title)
func duration(_ seconds: Int) -> String { String(format: "%02d:%02d", seconds / 60, seconds % 60) }
print([5, 65, 3599].map(duration))
print(String(format: "%05.1f|%-4d|%x|%X|%o|%@|%%", 3.14159, 7, 255, 255, 8, "text"))
print(String(format: "%+d %+d % d", 5, -5, 42), String(format: "%e %g %g", 1234.5, 0.0001, 100000.0))
let small: UInt8 = 200, negative: Int16 = -3, f: Float = 2.25
print(String(format: "%u %d %.3f %5.2f", small, negative, f, Double(f)))
let name = "Ada"
let format = "%@ has %d unread"
print(String(format: format, name, 4))
print(String(format: "no arguments, 100%%"), String(format: "%10.3f|", -1.5), String(format: "%-8@|", "left"))
