// an initializer declared in a protocol extension runs, delegating to the conforming struct's own
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
