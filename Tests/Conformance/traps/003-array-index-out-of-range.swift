// TRAP: reading an array past its end traps with Swift's index out of range message
// expect-trap: Index out of range
class Screen {
    let title: String
    init(_ title: String) { self.title = title }
}

var stack = [Screen("root"), Screen("detail")]
print("top is \(stack[stack.count - 1].title)")
stack.removeLast()
print("count \(stack.count)")
for i in 0..<3 {
    print("screen \(i): \(stack[i].title)")
}
print("never printed")
