// A subclass overriding a stored property with a computed one: reads and writes through the subclass or a base reference run the override's getter and setter, super reaches the storage, a deeper override chains through them, and the base's observers see their own storage
class Screen {
    var title: String = "screen" {
        didSet { print("Screen.title didSet \(oldValue) -> \(title)") }
    }
    var badge: Int = 0
    func render() -> String { "\(title) [\(badge)]" }
    deinit { print("Screen deinit") }
}

class ProfileScreen: Screen {
    override var title: String {
        get { "Profile: " + super.title }
        set { print("ProfileScreen.title set \(newValue)"); super.title = newValue.lowercased() }
    }
    override var badge: Int {
        get { print("badge get"); return super.badge * 10 }
        set { super.badge = newValue + 1 }
    }
    func bump() {
        badge += 1
        print("bumped to", badge)
    }
    deinit { print("ProfileScreen deinit") }
}

final class EditProfileScreen: ProfileScreen {
    override var badge: Int {
        get { super.badge + 5 }
        set { print("EditProfileScreen.badge set \(newValue)"); super.badge = newValue * 2 }
    }
}

func increment(_ value: inout Int) { value += 100 }

do {
    let p = ProfileScreen()
    print(p.title, p.badge)
    let s: Screen = p
    s.title = "ME"
    print(s.title)
    s.badge = 2
    print(s.badge)
    p.bump()
    print(p.render())
    increment(&s.badge)
    print(p.badge)
    let e = EditProfileScreen()
    e.badge = 1
    print(e.badge)
    let all: [Screen] = [Screen(), p, e]
    print(all.map { $0.badge })
    print(all.map(\.title))
}
