// ARC: releasing a tree is depth-first: a child's whole subtree goes before its next sibling
class Node {
    let name: String
    var children: [Node] = []
    var extra: Node?
    init(_ name: String, _ children: [Node] = []) {
        self.name = name
        self.children = children
    }
    deinit { print("deinit \(name)") }
}

var root: Node? = Node("root", [
    Node("a", [Node("a.0"), Node("a.1", [Node("a.1.0")])]),
    Node("b"),
    Node("c", [Node("c.0")]),
])
root!.extra = Node("extra", [Node("extra.0")])
root!.children[1].extra = Node("b.extra")
print("tree built")
root = nil
print("end")
