// ARC: assigning a stored property releases its old value right after the new value is stored
class Controller {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

class Window {
    var root: Controller?
    var fixed: Controller = Controller("fixed1")
    deinit { print("deinit Window") }
}

let window = Window()
window.root = Controller("splash")
print("splash shown")
window.root = Controller("main")
print("main shown")
window.fixed = Controller("fixed2")
print("fixed replaced")
let same = window.root
window.root = same
print("self assignment releases nothing")
window.root = nil
print("end")
