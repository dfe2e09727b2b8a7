// ARC: advancing a variable along a list retains the next node before releasing the current one
class Node {
    let n: Int
    var next: Node?
    init(_ n: Int, _ next: Node?) {
        self.n = n
        self.next = next
    }
    deinit { print("deinit \(n)") }
}

var head: Node? = Node(1, Node(2, Node(3, Node(4, nil))))
var cursor = head
head = nil
print("head cleared, cursor keeps the list")
while cursor != nil {
    let node = cursor!
    print("at \(node.n)")
    cursor = node.next
    print("moved on from \(node.n)")
}
print("---")
var list: Node? = Node(10, Node(11, nil))
list = list?.next
print("now at \(list!.n)")
list = list?.next
print("end")
