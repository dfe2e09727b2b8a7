// TRAP: dividing a UInt16 by zero traps as Int division does
// expect-trap: Division by zero
final class Splitter {
    let parts: UInt16
    init(parts: UInt16) { self.parts = parts }
    deinit { print("Splitter deinit") }
    func share(of total: UInt16) -> UInt16 { total / parts }
}
for n: UInt16 in [4, 2, 0] {
    let s = Splitter(parts: n)
    print(s.share(of: 1000))
}
