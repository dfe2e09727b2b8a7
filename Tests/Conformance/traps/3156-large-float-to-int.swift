// TRAP: a Float past Int.max converted to Int traps with Swift's message
// expect-trap: Float value cannot be converted to Int because the result would be greater than Int.max
final class Meter {
    var total: Float = 1
    deinit { print("Meter deinit") }
}
let m = Meter()
for _ in 0..<3 {
    m.total *= 1e20
    print(Int(exactly: 0) ?? 0, m.total > 1e30)
    print(Int(m.total))
}
