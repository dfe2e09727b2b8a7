// ARC: a class's one strong `Self?` property is released after its other properties, whatever their order
class Tag {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  release \(name)") }
}

class Node {
    var next: Node?
    let name: String
    var first: Tag
    var items: [Tag] = []
    var last: Tag?
    init(_ name: String) {
        self.name = name
        first = Tag(name + ".first")
    }
    deinit { print("deinit \(name)") }
}

do {
    let a = Node("a")
    a.items = [Tag("a.item")]
    a.last = Tag("a.last")
    a.next = Node("b")
    a.next!.last = Tag("b.last")
    a.next!.next = Node("c")
    print("leaving scope")
}
print("--")
var head: Node? = Node("x")
head!.next = Node("y")
head!.next!.items = [Tag("y.item")]
head = nil
print("end")
