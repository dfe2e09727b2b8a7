// REJECT: assigning to self in an enum's mutating method is not supported yet
// expect-error: coordlab does not support assigning to self in a struct or enum yet
// expect-line: 12
enum Toggle {
    case off
    case on(level: Int)
    mutating func bump() {
        switch self {
        case .off: print("was off")
        case .on(let l): print("was on", l)
        }
        self = .on(level: 1)
    }
}
var t = Toggle.off
print("before")
t.bump()
print(t)
