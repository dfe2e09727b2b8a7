// ERRORS: adding an Int to a UInt8 without converting is swiftc's compile error, in its words
struct Volume {
    var level: UInt8 = 10
    func raised(by step: Int) -> UInt8 {
        level + step
    }
}
let v = Volume()
print(v.level)
print(v.raised(by: 5))
