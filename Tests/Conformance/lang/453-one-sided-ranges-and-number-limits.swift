// One-sided ranges in patterns and array subscripts, and the number types' static members (Int.max, Int.min, Double.pi, Double.infinity).
func grade(_ score: Int) -> String {
    switch score {
    case 90...: return "A"
    case 80..<90: return "B"
    case ..<50: return "F"
    default: return "C"
    }
}
print([95, 85, 60, 10].map(grade))
let xs = [10, 20, 30, 40, 50]
print(xs[2...], xs[..<2], xs[...1], Array(xs[3...]))
print(xs[1...].count, xs[...0].first ?? -1)
func smallest(_ values: [Int]) -> Int {
    var best = Int.max
    for v in values where v < best { best = v }
    return best
}
print(smallest([7, 3, 9]), smallest([]) == Int.max, Int.min < 0)
print(Double.pi > 3.14, -Double.infinity < 0, Double.infinity)
var count = 0
for k in 1... {
    if k > 3 { break }
    count += k
}
print(count)
