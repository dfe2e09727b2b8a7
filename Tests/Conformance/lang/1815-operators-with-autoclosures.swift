// operator functions whose right side is an @autoclosure: evaluated only when the operator calls it, and the objects it makes live as long as Swift keeps them
infix operator ???: NilCoalescingPrecedence
infix operator &&&: LogicalConjunctionPrecedence

final class Fallback {
    let name: String
    init(_ name: String) { self.name = name; print("make", name) }
    deinit { print("deinit", name) }
}

func ??? <T>(value: T?, fallback: @autoclosure () -> T) -> T {
    if let value { return value }
    print("using the fallback")
    return fallback()
}

protocol Flag { var isOn: Bool { get } }
extension Bool: Flag { var isOn: Bool { self } }

func &&& (left: Flag, right: @autoclosure () -> Flag) -> Bool {
    left.isOn ? right().isOn : false
}

var chosen: Fallback? = Fallback("first")
print((chosen ??? Fallback("spare")).name)
chosen = nil
print((chosen ??? Fallback("spare")).name)
print(true &&& false, false &&& true, true &&& true)
let name: String? = nil
print(name ??? "anonymous", Optional("ada") ??? "anonymous")
