// LANG: functions returning (labeled) tuples, destructuring with let/var and _, at top level and in functions
func bounds(_ values: [Int]) -> (min: Int, max: Int) {
    var lo = values[0], hi = values[0]
    for v in values { lo = min(lo, v); hi = max(hi, v) }
    return (lo, hi)
}
func split(_ s: String) -> (String, String) { (String(s.prefix(1)), String(s.dropFirst())) }
let r = bounds([4, 9, 1])
print(r, r.min, r.max, r.0)
let (lo, hi) = bounds([7, 3])
print(lo, hi)
var (head, tail) = split("swift")
head += "!"
print(head, tail)
let (_, rest) = split("ab")
print(rest)
func describe() -> String {
    let (x, y) = (10, "ten")
    let (a, b) = bounds([2, 8, 5])
    return "\(x) \(y) \(a) \(b)"
}
print(describe())
func pair() -> (count: Int, label: String) { return (count: 2, label: "two") }
print(pair(), pair().label)
var total = 0
for (i, v) in [5, 6].enumerated() { total += i * v }
print(total)
let swapped: (Int, Int) = (1, 2)
let (s1, s2) = (swapped.1, swapped.0)
print(s1, s2)
