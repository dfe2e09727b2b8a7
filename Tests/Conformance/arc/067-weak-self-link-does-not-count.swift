// ARC: a weak `Self?` property is not a link: next to one strong `Self?`, the strong one is still released last
class Tag {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  release \(name)") }
}

class Item {
    let name: String
    weak var previous: Item?
    var next: Item?
    var tag: Tag
    init(_ name: String) {
        self.name = name
        tag = Tag(name + ".tag")
    }
    deinit { print("deinit \(name), previous: \(previous?.name ?? "nil")") }
}

func append(_ name: String, after item: Item) -> Item {
    let n = Item(name)
    n.previous = item
    item.next = n
    return n
}

do {
    let first = Item("first")
    let second = append("second", after: first)
    _ = append("third", after: second)
    print("leaving scope")
}
print("end")
