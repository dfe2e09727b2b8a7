// Protocol extensions of Sequence and Collection reach ranges, arrays and strings; an extension's computed property set through an existential and inout; a protocol extension's init() on a class hierarchy
extension Sequence {
    var tally: Int { var n = 0; for _ in self { n += 1 }; return n }
    func firstMatch(_ test: (Element) -> Bool) -> Element? {
        for e in self where test(e) { return e }
        return nil
    }
}
extension Collection where Element: Equatable {
    func position(of x: Element) -> Index? {
        var i = startIndex
        while i != endIndex { if self[i] == x { return i }; i = index(after: i) }
        return nil
    }
}
extension Collection where Element == String {
    var commaList: String { isEmpty ? "" : joined(separator: ", ") }
}
print([3, 1, 4].tally, "abc".tally, (1...10).tally)
print([5, 6, 7].firstMatch { $0 > 5 } ?? -1)
print(["x", "y", "z"].position(of: "z") ?? -1, "hello".position(of: "l").map { "hello".distance(from: "hello".startIndex, to: $0) } ?? -1)
print(["a", "b"].commaList)
protocol Toggler { mutating func set(_ b: Bool); func get() -> Bool }
extension Toggler {
    var flag: Bool {
        get { get() }
        set { set(newValue) }
    }
}
extension Bool: Toggler {
    mutating func set(_ b: Bool) { self = b }
    func get() -> Bool { self }
}
final class Switch: Toggler {
    var on = false
    func set(_ b: Bool) { on = b; print("Switch set", b) }
    func get() -> Bool { on }
}
func flip(_ v: inout Bool) { v.toggle() }
var t: Toggler = true
t.flag = false
print(t.flag)
flip(&t.flag)
print(t.flag, t is Bool)
t = Switch()
flip(&t.flag)
print(t.flag)
protocol Named { init(id: Int) }
extension Named { init() { self.init(id: 42) } }
class Base: Named {
    required init(id: Int) { print("\(id) \(type(of: self))") }
}
final class Derived: Base {}
_ = Base()
_ = Derived()
var kind: Base.Type = Derived.self
_ = kind.init(id: 1)
kind = Base.self
let made = kind.init()
print(type(of: made))
