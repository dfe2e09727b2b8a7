// ARC: removeLast() and removeLast(k) release the removed elements at once, in ascending index order
class VC {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("deinit vc\(n)") }
}

var stack = [VC(0), VC(1), VC(2), VC(3), VC(4), VC(5)]
print("count \(stack.count)")
stack.removeLast()
print("after removeLast()")
stack.removeLast(3)
print("after removeLast(3), count \(stack.count)")
let popped = stack.removeLast()
print("popped vc\(popped.n) is still alive")
stack.removeLast(0)
print("after removeLast(0)")
stack.append(VC(6))
stack.append(VC(7))
stack.removeLast(2)
print("end, count \(stack.count)")
