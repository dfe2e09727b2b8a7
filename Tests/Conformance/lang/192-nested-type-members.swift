// LANG: nested types with their own static members, initializers and methods, referenced through the outer type and from inside it
struct Theme {
    enum Style: Int {
        case light = 1, dark
        var isDark: Bool { self == .dark }
    }
    struct Palette {
        static let standard = Palette(primary: "blue")
        var primary: String
        func describe() -> String { "palette \(primary)" }
    }
    var style: Style
    var palette = Palette.standard
    static var current = Theme(style: .light)
}

class Coordinator {
    enum State { case idle, running, finished }
    class Child {
        let name: String
        init(name: String) { self.name = name }
        deinit { print("deinit child \(name)") }
    }
    var state = State.idle
    var children: [Coordinator.Child] = []
    func start() {
        state = .running
        children.append(Child(name: "a"))
        children.append(Coordinator.Child(name: "b"))
    }
}

print(Theme.current.style.rawValue, Theme.current.style.isDark)
Theme.current.style = Theme.Style.dark
print(Theme.current.style.isDark, Theme.current.palette.describe())
print(Theme.Palette.standard.primary)
var p = Theme.Palette(primary: "red")
p.primary += "!"
print(p.describe())
var c: Coordinator? = Coordinator()
c!.start()
print(c!.state == .running, c!.children.count)
c = nil
print("end")
