// LANG: `_ =` discards values of any kind; @discardableResult lets a call statement drop its result
class Navigator {
    var stack: [String] = ["root"]
    @discardableResult
    func push(_ s: String) -> Int {
        stack.append(s)
        return stack.count
    }
    @discardableResult
    func pop() -> String? {
        if stack.count <= 1 { return nil }
        return stack.removeLast()
    }
    func peek() -> String { return stack[stack.count - 1] }
}

let nav = Navigator()
nav.push("a")
nav.push("b")
_ = nav.push("c")
_ = nav.peek()
print(nav.stack)
nav.pop()
_ = nav.pop()
print(nav.peek(), nav.stack.count)
let depth = nav.push("d")
print("depth \(depth)")
_ = 1 + 2
_ = "ignored"
_ = nav.stack.removeLast()
print(nav.stack)
