// ERRORS: a one-expression body's value is returned: a plain Optional there must be unwrapped, as with `return`
final class Screen { let name: String; init(name: String) { self.name = name } }
final class Router {
    private var stack: [Screen] = []
    func push(_ s: Screen) { stack.append(s) }
    var top: Screen { stack.last }
}
let r = Router()
r.push(Screen(name: "home"))
print(r.top.name)
