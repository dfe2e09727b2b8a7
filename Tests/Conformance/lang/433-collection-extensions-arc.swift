// Extensions of Collection and Sequence, a labelled subscript in one, and a mutating extension method releasing objects in order.
class Node {
    let id: Int
    init(_ id: Int) { self.id = id; print("init", id) }
    deinit { print("deinit", id) }
}
extension Collection {
    subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
    var isNotEmpty: Bool { !isEmpty }
}
extension Sequence {
    func count(where p: (Element) -> Bool) -> Int {
        var n = 0
        for e in self where p(e) { n += 1 }
        return n
    }
}
extension Array where Element: Node {
    func ids() -> [Int] { map { $0.id } }
    mutating func dropNodes(above k: Int) {
        removeAll { $0.id > k }
        print("dropped above", k)
    }
    mutating func keepFirst() {
        self = Array(prefix(1))
        print("kept first")
    }
}
extension String {
    var words: [String] { split(separator: " ").map { String($0) } }
}
func run() {
    var nodes = [Node(1), Node(2), Node(3), Node(4)]
    print(nodes.ids(), nodes[safe: 1]?.id ?? -1, nodes[safe: 7]?.id ?? -1)
    print(nodes.count { $0.id % 2 == 1 }, nodes.isNotEmpty, "".isNotEmpty)
    nodes.dropNodes(above: 2)
    let more = nodes + [Node(9)]
    print(more.ids())
    nodes.keepFirst()
    print(nodes.ids(), "end of run")
}
run()
print("a b c".words, "x".words.isNotEmpty)
