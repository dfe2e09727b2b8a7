// a call whose labels fit none of a type's overloads is refused before the program runs, in swiftc's words, where it ran the first statements and stopped
// expect-error: extraneous argument label 'other:' in call
// expect-line: 12
final class Router {
    func show(_ screen: String) -> String { "show \(screen)" }
    func show(modal screen: String) -> String { "modal \(screen)" }
    deinit { print("deinit Router") }
}
let router = Router()
print(router.show("home"))
print(router.show(modal: "login"))
print(router.show(other: "x"))
