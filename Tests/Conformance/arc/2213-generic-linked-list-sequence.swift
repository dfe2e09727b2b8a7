// A generic linked list of class nodes as a Sequence: nodes freed as the list drops them, Sequence methods on it
final class ListNode<T> {
    let value: T
    var next: ListNode<T>?
    init(_ value: T, next: ListNode<T>?) { self.value = value; self.next = next }
    deinit { print("node \(value) freed") }
}
struct NodeWalker<T>: IteratorProtocol {
    var current: ListNode<T>?
    mutating func next() -> T? {
        guard let c = current else { return nil }
        current = c.next
        return c.value
    }
}
struct LinkedList<T>: Sequence {
    var head: ListNode<T>?
    mutating func push(_ v: T) { head = ListNode(v, next: head) }
    func makeIterator() -> NodeWalker<T> { NodeWalker(current: head) }
}
do {
    var list = LinkedList<String>()
    for s in ["c", "b", "a"] { list.push(s) }
    for s in list { print(s) }
    print(list.map { $0.uppercased() }.joined(separator: "+"))
    print(list.reduce("") { $0 + $1 }, list.contains("b"), list.sorted(by: >))
    var ints = LinkedList<Int>()
    ints.push(2); ints.push(9); ints.push(4)
    print(ints.min()!, ints.max()!, ints.filter { $0 > 3 }, ints.allSatisfy { $0 > 1 })
    list.head = list.head?.next
    print("dropped head")
}
print("done")
