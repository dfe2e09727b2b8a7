// ARC: on a throw, if-let and for-in bindings go before the sequence, switch bindings before the subject, and map releases its partial results in order
enum Stop: Error { case here }
class Item {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func stop(_ b: Bool) throws { if b { throw Stop.here } }
func make(_ s: String) -> Item? { Item(s) }
func ifLet() throws {
    if let a = make("a"), let b = make("b") {
        let inside = Item("inside")
        try stop(true)
        print(a.name, b.name, inside.name)
    }
}
do { try ifLet() } catch { print("caught if-let") }
func loop() throws {
    for item in [Item("e0"), Item("e1"), Item("e2")] {
        let per = Item("per " + item.name)
        try stop(item.name == "e1")
        print("visited", per.name)
    }
}
do { try loop() } catch { print("caught for-in") }
func choose() throws {
    switch Item("subject") {
    case let s where s.name.count > 3:
        let inCase = Item("in case")
        try stop(true)
        print(inCase.name)
    default:
        break
    }
}
do { try choose() } catch { print("caught switch") }
func mapping() throws -> [Item] {
    try ["m0", "m1", "m2", "m3"].map { (s: String) throws -> Item in
        if s == "m3" { throw Stop.here }
        return Item(s)
    }
}
do { _ = try mapping() } catch { print("caught map") }
func whileLet() throws {
    var k = 0
    while let w = make("w\(k)") {
        k += 1
        try stop(k == 2)
        print("while", w.name)
    }
}
do { try whileLet() } catch { print("caught while-let") }
