// ARC: a class whose one strong property of its own optional type (next: Node?) releases it after its other properties (found by coordlab fuzz arc; see 065-074 for the exact rule)
class D {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

class Node {
    var next: Node? = nil
    var payload: D? = nil
    var items: [Node] = []
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

class Special: Node {
    var twin: Special? = nil
    var extra: D? = nil
}

do {
    let n = Node("n")
    n.next = Node("next (declared first, released last)")
    n.payload = D("payload")
    n.items.append(Node("item"))
}
print("--")
do {
    let s = Special("s")
    s.twin = Special("twin")
    s.extra = D("extra")
    s.next = Node("inherited next")
    s.payload = D("inherited payload")
}
print("end")
