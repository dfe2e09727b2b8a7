// Optionals named as types in expressions (`Int?.none`, `String?.some`, `Box<Int>?.none`) and `reduce(nil)` whose accumulator is the context's Optional
struct Box<T> { let value: T }
let d = Int?.none
let e: [String?] = [String?.some("q"), .none, Optional<String>.some("r")]
print(d as Any, e, type(of: d))
let b = Box<Int>?.none
let c = Box<Int>?.some(Box(value: 4))
print(b as Any, c.map(\.value) as Any)
func largest<T: Comparable>(_ xs: [T]) -> T? { xs.reduce(nil) { m, x in m.map { Swift.max($0, x) } ?? x } }
print(largest([3, 8, 2]) as Any, largest(["q", "z"]) as Any, largest([Double]()) as Any)
let smallest: Int? = [4, 1, 7].reduce(nil) { m, x in m.map { min($0, x) } ?? x }
print(smallest as Any)
var best: String? = nil
best = ["pear", "fig"].reduce(nil) { $0 ?? $1 }
print(best ?? "none")
let sum = [1, 2, 3].reduce(Int?.none) { ($0 ?? 0) + $1 }
print(sum as Any)
