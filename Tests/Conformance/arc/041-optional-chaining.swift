// ARC: optional chaining skips the whole rest of the chain when nil, including creating the assigned value
class Item {
    let name: String
    var next: Item?
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
    func describe() -> String { return "item \(name)" }
}

var head: Item? = nil
head?.next = Item("never created")
print("nil chain: \(head?.describe() ?? "nothing")")
head = Item("head")
head?.next = Item("second")
head?.next?.next = Item("third")
print(head?.next?.next?.describe() ?? "nothing")
print(head?.next?.next?.next?.name ?? "no fourth")
head?.next = nil
print("chain cut")
func make() -> Item? { return Item("temp") }
print(make()?.describe() ?? "none")
print("end")
