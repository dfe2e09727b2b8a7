// Initializers of different labels that all take a call: Swift runs the one it ranks first (a closure to the parameter taking a function, an Int literal to the Int overload, fewer defaults left out), and each instance made lives as long as Swift keeps it
final class Screen {
    let title: String
    init(_ title: String) { self.title = title; print("init screen", title) }
    deinit { print("deinit screen", title) }
}
final class Router {
    let name: String
    var root: Screen?
    init(_ root: Screen, animated: Bool = true) {
        name = "router(\(root.title), animated: \(animated))"
        self.root = root
        print("init", name)
    }
    init(_ makeRoot: () -> Screen) {
        let made = makeRoot()
        name = "router(made \(made.title))"
        root = made
        print("init", name)
    }
    convenience init(title: String, modal: Bool = false) {
        self.init(Screen(title), animated: !modal)
        print("convenience", title, modal)
    }
    convenience init(title: String) {
        self.init { Screen(title + "!") }
        print("convenience short", title)
    }
    deinit { print("deinit", name) }
}
struct Size {
    var width: Double
    init(_ width: Double, scale: Double = 1) { self.width = width * scale; print("Size double") }
    init(_ width: Int) { self.width = Double(width); print("Size int") }
}
enum Step {
    case first, second
    init(_ index: Int, wrapping: Bool = false) { self = index == 0 ? .first : .second; print("Step int", wrapping) }
    init(_ name: String) { self = name == "first" ? .first : .second; print("Step name") }
}
do {
    let a = Router(Screen("home"))
    let b = Router { Screen("made") }
    let c = Router(title: "settings")
    let d = Router(title: "sheet", modal: true)
    print([a, b, c, d].map(\.name))
    b.root = nil
    print("b cleared")
}
print(Size(3).width, Size(2.5).width, Size(4, scale: 2).width)
print(Step(0), Step("second"), Step(1, wrapping: true))
