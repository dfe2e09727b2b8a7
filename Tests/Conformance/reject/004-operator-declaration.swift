// REJECT: custom operator declarations are outside coordlab's subset
// expect-error: does not support
// expect-error: operator
// expect-line: 10
class Node {
    var next: Node?
}

print("start")
infix operator <~: AdditionPrecedence
let n = Node()
n.next = Node()
print(n.next != nil)
