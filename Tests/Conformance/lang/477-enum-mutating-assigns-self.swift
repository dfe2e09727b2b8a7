// an enum mutating method that switches on self, then assigns self a case with a payload
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
