// ARC: an enum property of a class releases its payload in declaration order with the other properties when the owner deinits
class Controller {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit controller \(name)") }
}
enum State {
    case idle
    case showing(Controller)
    case presenting(Controller, over: Controller)
}
class Coordinator {
    let first = Controller("first")
    var state: State = .idle
    let last = Controller("last")
    deinit { print("deinit coordinator") }
    func show(_ name: String) {
        state = .showing(Controller(name))
    }
}
var c: Coordinator? = Coordinator()
c?.show("one")
print("showing one")
c?.show("two")
print("showing two")
c?.state = .presenting(Controller("top"), over: Controller("bottom"))
print("presenting")
c = nil
print("coordinator gone")
struct Holder {
    var state: State
    let tag: Controller
}
do {
    var h = Holder(state: .showing(Controller("held")), tag: Controller("tag"))
    h.state = .idle
    print("held state cleared")
    h = Holder(state: .presenting(Controller("p1"), over: Controller("p2")), tag: Controller("tag2"))
    print("holder replaced")
}
print("end")
