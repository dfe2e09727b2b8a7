// Integer literals typed as Swift types them from what they meet: a memberwise initializer's parameter whose property has no written type, the other operand of `+`, the other arguments of `max`, a dictionary's or array's method parameters, the element type spelled in `Array<Float>(…)`
struct Size {
    var width = 1.0
    var height = 1.0
    var label = "box"
}
let size = Size(width: 3, height: 2)
print(size, size.width / 2, size.width is Double)
let narrow = Size(width: 5)
print(narrow.width / 2, narrow.height)

let prices: [Double] = [1.5, 2.5]
let withFee = [1] + prices
print(withFee, withFee[0] / 4)
let mixed = [1, 2] + [0.5]
print(mixed, mixed[1] / 4)
print(prices + [3], [Double]([1, 2]), Array<Float>([3, 4]))

print(max(1.5, 2), min(3, 0.5), max(4, 2.5, 1))
let top = max(2, prices[0])
print(top, type(of: top))

var rates: [String: Double] = [:]
rates.updateValue(2, forKey: "eur")
rates.merge(["eur": 4]) { old, new in old + new }
let more = rates.merging(["eur": 1]) { old, _ in old }
print(rates, more, rates["eur"]! / 4)

var scores: [Double] = [0.5, 0.25]
scores.replaceSubrange(0..<1, with: [8])
scores.insert(contentsOf: [7], at: 0)
scores.insert(6, at: 0)
print(scores, scores.map { $0 / 16 })
