// ARC: an inout argument is the caller's storage itself: a new object assigned inside the callee releases the old one there; an observed property is written back when the call returns
class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

func replace(_ screen: inout Screen, with name: String) {
    print("replacing \(screen.name)")
    screen = Screen(name)
    print("replaced")
}

func clear(_ screen: inout Screen?) {
    screen = nil
    print("cleared")
}

var top = Screen("a")
replace(&top, with: "b")
print("after replace", top.name)

var maybe: Screen? = Screen("c")
clear(&maybe)
print("after clear", maybe == nil)

final class Holder {
    var current = Screen("d") {
        didSet { print("didSet \(oldValue.name) -> \(current.name)") }
    }
    var plain = Screen("e")
}
let holder = Holder()
replace(&holder.current, with: "f")
print("after observed")
replace(&holder.plain, with: "g")
print("after plain")

var stack = [Screen("h"), Screen("i")]
replace(&stack[1], with: "j")
print("after element", stack.map { $0.name })

func twice(_ s: inout Screen) {
    replace(&s, with: s.name + "2")
    replace(&s, with: s.name + "3")
}
twice(&top)
print("end", top.name)
