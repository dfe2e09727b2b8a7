// A program's generic prefix and infix operators apply to operands of any conforming type, including Swift's own, and their bodies see the type they were bound to
prefix operator !!
prefix operator <?>
infix operator <=>: ComparisonPrecedence
infix operator &&&: LogicalConjunctionPrecedence

protocol Truthy {
    var isTruthy: Bool { get }
}

extension Bool: Truthy {
    var isTruthy: Bool { self }
}

extension Int: Truthy {
    var isTruthy: Bool { self != 0 }
}

struct Flag: Truthy {
    let raised: Bool
    var isTruthy: Bool { raised }
}

prefix func !!<T: Truthy>(value: T) -> Bool {
    value.isTruthy
}

prefix func <?><T>(value: T) -> String {
    "\(T.self): \(value)"
}

func <=> <T: Comparable>(lhs: T, rhs: T) -> Int {
    lhs < rhs ? -1 : (lhs == rhs ? 0 : 1)
}

func &&& (lhs: Truthy, rhs: @autoclosure () -> Truthy) -> Bool {
    print("  checking the left side first")
    return lhs.isTruthy ? rhs().isTruthy : false
}

final class Probe {
    let name: String
    init(_ name: String) { self.name = name; print("probe \(name) made") }
    deinit { print("probe \(name) freed") }
}

print(!!true, !!false)
print(!!0, !!7)
print(!!Flag(raised: true))
print(<?>42)
print(<?>"text")
print(<?>Flag(raised: false))
print(3 <=> 5, "b" <=> "a", 2.5 <=> 2.5)
print(true &&& 1)
print(false &&& Flag(raised: true))

func describe<T>(_ items: [T]) -> [String] {
    items.map { <?>$0 }
}
print(describe([1, 2]))

do {
    let p = Probe("a")
    print(<?>p.name)
}
print("done")
