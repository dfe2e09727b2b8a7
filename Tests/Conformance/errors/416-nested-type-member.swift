// ERRORS: a nested type's members are checked through its qualified name
final class Router {
    enum Destination { case home, settings }
    struct Transition { let animated: Bool }
    func go(_ d: Destination, _ t: Transition) { print(d, t.animated) }
}
let t = Router.Transition(animated: true)
Router().go(.home, t)
print(t.duration)
