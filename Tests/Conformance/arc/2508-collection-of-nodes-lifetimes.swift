// Swift test suite style: a class-backed collection whose subscript makes wrapper objects; each dies as the loop or algorithm lets it go
final class Node {
    let id: Int
    init(_ id: Int) { self.id = id; print("node \(id) made") }
    deinit { print("node \(id) freed") }
}
final class Store {
    var ids: [Int]
    init(_ ids: [Int]) { self.ids = ids }
    deinit { print("store freed") }
}
struct Nodes: Collection {
    let store: Store
    var startIndex: Int { 0 }
    var endIndex: Int { store.ids.count }
    subscript(position: Int) -> Node { Node(store.ids[position]) }
    func index(after i: Int) -> Int { i + 1 }
}
func run() {
    let nodes = Nodes(store: Store([1, 2, 3]))
    for n in nodes {
        print("visit", n.id)
    }
    print("first", nodes.first?.id ?? 0)
    let big = nodes.filter { $0.id >= 2 }
    print("kept", big.map { $0.id })
    if let i = nodes.firstIndex(where: { $0.id == 2 }) { print("at", i) }
    print("count", nodes.count)
}
run()
print("after")
