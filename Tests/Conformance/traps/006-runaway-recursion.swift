// TRAP: unbounded recursion overflows the stack (swiftc -Onone dies of SIGSEGV without a message)
// expect-trap: stack overflow
class Node {
    var next: Node?
}

func depth(_ n: Node, _ level: Int) -> Int {
    if n.next == nil {
        return level
    }
    return depth(n.next!, level + 1) + 1
}

let node = Node()
node.next = node
print("start")
print(depth(node, 1))
print("never printed")
