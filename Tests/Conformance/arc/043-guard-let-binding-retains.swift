// ARC: a guard-let binding is a local of the enclosing function: it lives until that function returns
class Delegate {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

class Screen {
    weak var delegate: Delegate?
}

var owner: Delegate? = Delegate("delegate")
let screen = Screen()
screen.delegate = owner

func notify() {
    guard let d = screen.delegate else {
        print("no delegate")
        return
    }
    owner = nil
    print("owner cleared, guard binding keeps \(d.name)")
    let after = Delegate("declared after guard")
    print("function ends \(after.name)")
}

notify()
print("after notify")
notify()
print("end")
