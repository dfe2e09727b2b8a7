// An operator declaration (infix operator with a standard precedence group) that nothing uses is accepted; the program runs on.
class Node {
    var next: Node?
}

print("start")
infix operator <~: AdditionPrecedence
let n = Node()
n.next = Node()
print(n.next != nil)
