// A value of a program's literal-protocol type compared with a literal on either side: Swift makes the literal a value of that type first
struct Meters: ExpressibleByFloatLiteral, Comparable {
    var value: Double
    init(floatLiteral value: Double) { self.value = value }
    static func < (a: Meters, b: Meters) -> Bool { a.value < b.value }
}
final class Level: ExpressibleByIntegerLiteral, Equatable {
    let n: Int
    init(integerLiteral value: Int) { n = value; print("level \(value) made") }
    static func == (a: Level, b: Level) -> Bool { a.n == b.n }
    deinit { print("level \(n) released") }
}
let m: Meters = 1.5
print(m == 1.5, 1.5 == m, m != 2.0, m < 2.0, 0.5 < m)
let current: Level = 3
print(current == 3)
print(4 == current)
print("done")
