// A struct that is its own iterator: for-in copies it, while-let drives a var, standard Sequence methods
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        if n == 0 { return nil }
        defer { n -= 1 }
        return n
    }
}
for x in Countdown(n: 3) { print(x) }
let c = Countdown(n: 4)
print(c.map { $0 * 10 })
print(c.filter { $0 % 2 == 0 })
print(c.reduce(0, +))
print(Array(c))
print(c.contains(2), c.first { $0 < 3 } ?? -1)
print(c.sorted(), c.min() ?? 0, c.max() ?? 0)
for (i, x) in c.enumerated() { print(i, x) }
var it = c
while let x = it.next() { print("w", x) }
print(c.n, it.n)
