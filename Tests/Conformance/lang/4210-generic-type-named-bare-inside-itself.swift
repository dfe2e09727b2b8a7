// A generic type named bare inside its own declaration (Node?, -> Stack, indirect case node(Tree, T, Tree)) is the type with its own parameters: payloads and results are typed, so .leaf in a payload takes the context's arguments
final class Node<T> {
    let value: T
    var next: Node?
    weak var prev: Node?
    init(_ value: T, next: Node? = nil) { self.value = value; self.next = next; print("+\(value)") }
    func appending(_ v: T) -> Node { let n = Node(v); next = n; n.prev = self; return n }
    deinit { print("-\(value)") }
}
do {
    let head = Node(1)
    head.appending(2).appending(3)
    var cur: Node<Int>? = head
    var seen: [Int] = []
    while let c = cur { seen.append(c.value); cur = c.next }
    print(seen, type(of: head.next!), head.next?.prev?.value as Any)
}
struct Stack<E> {
    var items: [E] = []
    func pushing(_ e: E) -> Stack { var s = self; s.items.append(e); return s }
    static func of(_ xs: [E]) -> Stack { Stack(items: xs) }
}
let s = Stack<String>().pushing("a").pushing("b")
print(s.items, type(of: s), Stack.of([1, 2]).pushing(3).items)
enum Tree<T> { case leaf; indirect case node(Tree, T, Tree)
    var count: Int { if case let .node(l, _, r) = self { return l.count + 1 + r.count }; return 0 }
}
func insert<T: Comparable>(_ v: T, into t: Tree<T>) -> Tree<T> {
    switch t {
    case .leaf: return .node(.leaf, v, .leaf)
    case let .node(l, x, r): return v < x ? .node(insert(v, into: l), x, r) : .node(l, x, insert(v, into: r))
    }
}
var t = Tree<String>.leaf
for w in ["m", "c", "x", "a"] { t = insert(w, into: t) }
print(t.count, t)
