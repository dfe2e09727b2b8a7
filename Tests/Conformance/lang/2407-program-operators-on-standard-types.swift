// A program's `+=` and `+` for an array of its screens apply where their parameters are exactly the operands' types; Swift's own apply everywhere else
final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}
func += (stack: inout [Screen], screen: Screen) {
    print("push", screen.name)
    stack.append(screen)
}
func + (stack: [Screen], screen: Screen) -> [Screen] {
    print("pushed copy with", screen.name)
    return stack + [screen]
}
func - (lhs: Int, rhs: Screen) -> Int { lhs - rhs.name.count }
var stack: [Screen] = []
stack += Screen("home")
stack += [Screen("list")]
var preview = stack + Screen("detail")
print(stack.map(\.name), preview.map(\.name))
var count = 10
count += 2
print(count - 1, count - Screen("abc"))
var names = ["a"]
names += ["b"]
print(names + ["c"])
preview.removeAll()
print("cleared preview")
stack.removeLast()
print("end")
