// TRAP: an Int addition that overflows stops the program (swiftc -Onone checks every + and *)
// expect-trap: overflow
final class BadgeCounter {
    var count = Int.max - 2
    deinit { print("BadgeCounter deinit") }
    func increment() {
        count += 1
        print("count now \(count)")
    }
}

let counter = BadgeCounter()
counter.increment()
counter.increment()
print("wrapping instead:", counter.count &+ 1)
counter.increment()
print("never printed")
