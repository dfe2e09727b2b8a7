// ARC: each class level has its own link; a chain is walked node by node, so a node's subclass properties go before the next node
class Tag {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("  release \(name)") }
}

class Node {
    let name: String
    var next: Node?
    var tag: Tag
    init(_ name: String) {
        self.name = name
        tag = Tag(name + ".tag")
    }
    deinit { print("deinit Node \(name)") }
}

class Special: Node {
    var twin: Special?
    var extra: Tag?
    deinit { print("deinit Special \(name)") }
}

do {
    let a = Special("a")
    a.extra = Tag("a.extra")
    a.twin = Special("a-twin")
    a.twin!.extra = Tag("a-twin.extra")
    a.next = Special("b")
    (a.next as! Special).extra = Tag("b.extra")
    a.next!.next = Special("c")
    (a.next!.next as! Special).extra = Tag("c.extra")
    a.next!.next!.next = Node("d")
    print("leaving scope")
}
print("end")
