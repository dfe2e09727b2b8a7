// TRAP: Int arithmetic that overflows traps (swiftc -Onone prints no message; coordlab names it)
// expect-trap: arithmetic overflow
var value = 1
var doublings = 0
while doublings < 70 {
    value *= 2
    doublings += 1
    if doublings >= 60 {
        print("2^\(doublings) = \(value)")
    }
}
print("never printed \(value)")
func unused() {
    print("padding so the file has ten lines")
}
