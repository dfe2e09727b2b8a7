// LANG: type-casting patterns: case is T and case let x as T over Any and class hierarchies, with where clauses
class Coordinator {
    let name: String
    init(name: String) { self.name = name }
}
class AuthCoordinator: Coordinator {
    var attempts = 2
}
class HomeCoordinator: Coordinator {}
func kind(_ c: Coordinator) -> String {
    switch c {
    case let a as AuthCoordinator where a.attempts > 3: return "locked auth \(a.name)"
    case let a as AuthCoordinator: return "auth \(a.name) \(a.attempts)"
    case is HomeCoordinator: return "home"
    default: return "plain \(c.name)"
    }
}
let auth = AuthCoordinator(name: "login")
print(kind(auth), kind(HomeCoordinator(name: "h")), kind(Coordinator(name: "c")))
auth.attempts = 5
print(kind(auth))
let things: [Any] = [1, "two", 3.5, auth, true]
for t in things {
    switch t {
    case let n as Int: print("int", n)
    case let s as String: print("string", s)
    case is Double: print("double")
    case let c as Coordinator: print("coordinator", c.name)
    default: print("something else")
    }
}
for case let s as String in things {
    print("found string", s)
}
if case let c as AuthCoordinator = things[3] { print("cast in if", c.attempts) }
