// initializers and mutating methods of generic enums: the cases they assign keep the call's generic arguments
enum Slot<Value> {
    case filled(Value)
    case empty

    init(_ v: Value?) {
        if let v { self = .filled(v) } else { self = .empty }
    }

    init(repeating v: Value, when flag: Bool) {
        self = flag ? .filled(v) : .empty
    }

    mutating func clear() { self = .empty }

    mutating func fill(_ v: Value) { self = .filled(v) }

    var value: Value? {
        if case .filled(let v) = self { return v }
        return nil
    }
}
var a = Slot(3)
var b = Slot<String>(nil)
print(a, b, type(of: a), type(of: b))
a.clear()
b.fill("now")
print(a, b)
let c = Slot(repeating: [1, 2], when: true)
print(c, type(of: c), c.value?.count ?? 0)
var slots: [Slot<String>] = [Slot("x"), Slot(nil), Slot("z")]
slots[1].fill("y")
print(slots.compactMap(\.value))
