// A generic struct's payload and fields holding Optional class references: deinit order
final class Token {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("deinit Token \(id)") }
}
struct Holder<T> {
    var item: T
    var label: String
}
enum Slot<T> {
    case filled(T)
    case empty
}
do {
    var h = Holder<Token?>(item: Token(1), label: "one")
    print(h.item?.id ?? 0, h.label)
    h.item = nil
    print("cleared")
    h.item = Token(2)
    let s = Slot<Token?>.filled(Token(3))
    if case .filled(let t) = s { print(t?.id ?? 0) }
    let e = Slot<Token?>.filled(nil)
    if case .filled(let t) = e { print(t == nil) }
    print("leaving")
}
print("done")
