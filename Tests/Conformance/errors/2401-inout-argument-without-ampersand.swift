// ERRORS: a variable given to an `inout` parameter without `&` is refused in swiftc's words
final class Screen { let name: String; init(name: String) { self.name = name } }
func push(_ stack: inout [Screen], _ s: Screen) {
    stack.append(s)
}
var stack: [Screen] = []
push(stack, Screen(name: "home"))
print(stack.count)
