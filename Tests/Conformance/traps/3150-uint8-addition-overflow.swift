// TRAP: UInt8 arithmetic that passes 255 traps as Int's does past Int.max (swiftc -Onone prints no message; coordlab names it)
// expect-trap: arithmetic overflow
struct Meter {
    var level: UInt8 = 240
    mutating func raise(by step: UInt8) {
        level += step
        print("level", level)
    }
}
var meter = Meter()
for _ in 0..<5 { meter.raise(by: 5) }
print("never printed")
