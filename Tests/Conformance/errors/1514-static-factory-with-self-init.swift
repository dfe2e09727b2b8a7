// A static factory calling self.init() on a non-final class is refused unless the initializer is 'required'.
class Screen {
    var title = ""

    required init() {}

    init(title: String) {
        self.title = title
    }

    static func blank() -> Self {
        self.init()
    }

    static func titled(_ title: String) -> Self {
        self.init(title: title)
    }
}

print(Screen.blank().title)
