// an initializer declared in a protocol extension is refused before running (it was dropped, and the call ran nothing)
// expect-error: coordlab does not support initializers declared in a protocol extension yet
// expect-line: 9
protocol Configurable {
    init(title: String)
}

extension Configurable {
    init() {
        self.init(title: "untitled")
    }
}

struct ScreenConfig: Configurable {
    var title: String
    init(title: String) { self.title = title }
}

print(ScreenConfig().title)
