// A class iterator made by makeIterator dies after the loop; each yielded object dies at the end of its iteration
final class Node {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}
final class NodeIterator: IteratorProtocol {
    var k = 0
    init() { print("iterator made") }
    func next() -> Node? {
        k += 1
        return k <= 3 ? Node("n\(k)") : nil
    }
    deinit { print("iterator gone") }
}
struct Nodes: Sequence {
    func makeIterator() -> NodeIterator { NodeIterator() }
}
for n in Nodes() { print("got \(n.name)") }
print("after loop")
let names = Nodes().map { $0.name }
print(names)
