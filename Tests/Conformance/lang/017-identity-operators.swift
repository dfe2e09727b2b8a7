// LANG: === and !== compare object identity, including optionals and protocol existentials
protocol Node: AnyObject {}
class Screen: Node {
    let name: String
    init(_ name: String) { self.name = name }
}

let a = Screen("a")
let b = Screen("a")
let c = a
print(a === b, a === c, a !== b, a !== c)
var opt: Screen? = nil
print(opt === a, opt !== a)
opt = a
print(opt === a, opt === b)
let n1: Node = a
let n2: Node = b
print(n1 === a, n2 === a, n1 !== n2)
var stack = [a, b]
if let idx = stack.firstIndex(where: { $0 === b }) {
    print("b at \(idx)")
}
stack.removeAll { $0 === a }
print(stack.count, stack[0] === b)
print(stack.contains(where: { $0 === a }))
