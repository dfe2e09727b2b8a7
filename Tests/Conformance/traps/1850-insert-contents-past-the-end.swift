// insert(contentsOf:at:) past the end traps with Swift's message, after what came before ran
// expect-trap: Array replace: subrange extends past the end
var stack = ["root"]
stack.insert(contentsOf: ["a", "b"], at: 1)
print(stack)
stack.insert(contentsOf: ["x"], at: 5)
print("never", stack)
