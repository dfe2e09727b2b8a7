// Values made inside a generic type's members take their generic arguments from self's: Node<T> inside LinkedList<T>, a generic indirect enum's cases, Pair<B, A> from Pair<A, B>; printed, debug-printed and type(of:) as Swift does; deinit order as swiftc's
final class Node<T> {
    let value: T
    var next: Node<T>?
    init(_ value: T, next: Node<T>? = nil) { self.value = value; self.next = next }
    deinit { print("deinit node \(value)") }
}
final class LinkedList<T> {
    private var head: Node<T>?
    private(set) var count = 0
    func prepend(_ v: T) {
        let node = Node(v, next: head)
        debugPrint(node)
        head = node
        count += 1
    }
    func first() -> Node<T>? { head }
    func removeFirst() { head = head?.next; count -= 1 }
    deinit { print("deinit list") }
}
enum Tree<T> {
    case leaf
    indirect case node(Tree<T>, T, Tree<T>)
    func inserting(_ v: T, _ less: (T, T) -> Bool) -> Tree<T> {
        switch self {
        case .leaf: return .node(.leaf, v, .leaf)
        case let .node(l, x, r):
            return less(v, x) ? .node(l.inserting(v, less), x, r) : .node(l, x, r.inserting(v, less))
        }
    }
    func inOrder() -> [T] {
        switch self {
        case .leaf: return []
        case let .node(l, x, r): return l.inOrder() + [x] + r.inOrder()
        }
    }
}
struct Pair<A, B> {
    var first: A
    var second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) }
}
func run() {
    let list = LinkedList<String>()
    list.prepend("a")
    list.prepend("b")
    print(list.count, list.first()!.value, type(of: list.first()!))
    list.removeFirst()
    print("removed")
    var t = Tree<Int>.leaf
    for v in [5, 2, 8, 1] { t = t.inserting(v, <) }
    print(t.inOrder())
    debugPrint(Tree<Int>.leaf.inserting(3, <))
    let p = Pair(first: 1, second: "x")
    print(p.swapped(), type(of: p.swapped()))
}
run()
