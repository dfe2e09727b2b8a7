// What Swift's operators accept beside Optionals and literals: ==, IUOs, literals taking the other side's type
var count: Int? = 3
let unwrapped: Int! = 4
print(count == 3, count != nil, unwrapped + 1, unwrapped * 2 > 7)
let price = 2.5
print(price * 2, 2 * price, price > 1, 10 / 4, 10.0 / 4)
var scores: [String: Int] = ["a": 1]
scores["a", default: 0] += 1
scores["b", default: 0] += 5
print(scores.sorted { $0.key < $1.key })
if let c = count, c > 2 { print("more than two") }
count? += 1
print(count ?? 0)
let label = "n=" + String(count ?? 0) + "!"
print(label, "a" < "b", -1 < 0)
