// ARC: a subscript setter that replaces an object in a class's storage releases the old one at the store
class Screen {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

class Stack {
    private var screens: [Screen] = []
    subscript(i: Int) -> Screen {
        get { screens[i] }
        set {
            print("replacing \(screens[i].name) with \(newValue.name)")
            screens[i] = newValue
            print("replaced")
        }
    }
    func push(_ s: Screen) { screens.append(s) }
    deinit { print("deinit Stack") }
}

var stack: Stack? = Stack()
stack!.push(Screen("root"))
stack!.push(Screen("detail"))
stack![1] = Screen("edit")
print("top \(stack![1].name)")
stack![0] = stack![1]
stack = nil
print("end")
