// A Sequence has no isEmpty (a Collection's): refused in swiftc's words
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        guard n > 0 else { return nil }
        n -= 1
        return n + 1
    }
}
let c = Countdown(n: 3)
print(c.map { $0 })
print(c.isEmpty)
