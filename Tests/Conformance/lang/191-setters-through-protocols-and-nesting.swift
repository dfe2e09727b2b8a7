// LANG: settable protocol requirements through existentials, protocol-extension setters, and writes nested inside observed properties
protocol Titled {
    var title: String { get set }
}

extension Titled {
    var shout: String {
        get { return title.uppercased() }
        set { title = newValue.lowercased() }
    }
}

struct Frame {
    var width = 0
    var height = 0
}

class Screen: Titled {
    var title = "home" { didSet { print("title \(oldValue) -> \(title)") } }
    var frame = Frame() { didSet { print("frame \(frame.width)x\(frame.height)") } }
    var stack: [String] = [] { willSet { print("stack will have \(newValue.count)") } }
}

struct Badge: Titled {
    var title: String
}

let screen = Screen()
var titled: Titled = screen
titled.title = "settings"
titled.shout = "PROFILE"
print(screen.title, screen.shout)
var badge = Badge(title: "new")
badge.shout = "HOT"
print(badge.title)
screen.frame.width = 320
screen.frame.height += 480
screen.stack.append("a")
screen.stack.append("b")
screen.stack[0] = "z"
screen.stack.removeAll()
print(screen.stack.count, screen.frame.width)
