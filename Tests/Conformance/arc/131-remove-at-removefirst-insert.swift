// ARC: removeFirst and remove(at:) hand the element back (released after the statement when discarded); insert(_:at:) retains
final class Coordinator {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("deinit \(id)") }
}
var children = [Coordinator(1), Coordinator(2), Coordinator(3), Coordinator(4)]
children.removeFirst()
print("after removeFirst")
let kept = children.remove(at: 1)
print("kept", kept.id)
_ = children.remove(at: 0)
print("after remove(at: 0)")
children.insert(Coordinator(5), at: 0)
children.insert(kept, at: 1)
print(children.map { $0.id })
let first = children.removeFirst()
print("first", first.id, children.map { $0.id })
children.removeAll()
print("cleared")
func drain() {
    var stack = [Coordinator(10), Coordinator(11)]
    while !stack.isEmpty {
        let top = stack.removeFirst()
        print("popped", top.id)
    }
    print("drained")
}
drain()
print("end")
