// ARC: a binding keeps its payload alive after the switched variable is reassigned; payloads in optionals, dictionaries, arrays and closures
class Controller {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
enum State {
    case idle
    case showing(Controller)
    case action(() -> Void)
    case pair(Int, String)
}
var state: State = .showing(Controller("a"))
switch state {
case .showing(let c):
    state = .idle
    print("reassigned", c.name)
default: break
}
print("after")
let e = State.action({ print("acted") })
print(e)
if case .action(let f) = e { f() }
let p = State.pair(1, "x")
if case .pair(let t) = p { print(t) }
let o: State? = .showing(Controller("b"))
switch o {
case .showing(let c)?: print("opt showing", c.name)
case .idle?, .action?, .pair?: print("other")
case nil: print("nil")
}
if case .some(.showing(let c)) = o { print("nested", c.name) }
var dict: [String: State] = [:]
dict["k"] = .showing(Controller("d"))
dict["k"] = nil
print("dict cleared")
var arr = [State.showing(Controller("e")), .showing(Controller("f"))]
arr.remove(at: 0)
print("removed")
arr[0] = .idle
print("replaced")
