// ARC: with observers at two class levels each level that names oldValue holds the old object until its didSet ends
class Item {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

class Base {
    var item: Item? {
        didSet { print("Base.didSet old \(oldValue?.name ?? "nil")") }
    }
    var other: Item? {
        didSet { print("Base.other didSet") }
    }
}

class Sub: Base {
    override var item: Item? {
        willSet { print("Sub.willSet") }
        didSet { print("Sub.didSet") }
    }
    override var other: Item? {
        didSet { print("Sub.other old \(oldValue?.name ?? "nil")") }
    }
}

let s = Sub()
s.item = Item("a")
s.item = Item("b")
print("--")
s.other = Item("x")
s.other = Item("y")
print("--")
s.item = nil
s.other = nil
print("end")
