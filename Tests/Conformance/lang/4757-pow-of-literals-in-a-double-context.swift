// `pow` of two integer literals where a Double is expected is `pow(Double, Double)`, as swiftc resolves it (without that context it is refused as ambiguous or a Decimal)
import Foundation
struct Growth {
    var rate: Double
    func value(after years: Int) -> Double { pow(1 + rate, Double(years)) }
}
let area: Double = pow(3, 2)
let half: Double = pow(2, -1)
print(area, half)
let g = Growth(rate: 0.5)
print(g.value(after: 2), pow(2, 0.5) > 1.4)
let scaled: Double = pow(10, 3) / 4
print(scaled)
