// LANG: lazy var with a closure initializer runs once, on first access, and may use self
class ProfileScreen {
    let user: String
    var loads = 0
    lazy var title: String = {
        print("computing title")
        loads += 1
        return "Profile of \(self.user)"
    }()
    lazy var items: [String] = ["a", "b"]
    init(user: String) {
        self.user = user
        print("init done")
    }
}

let screen = ProfileScreen(user: "kim")
print("before access, loads \(screen.loads)")
print(screen.title)
print(screen.title)
print("loads \(screen.loads)")
screen.title = "overridden"
print(screen.title)
screen.items.append("c")
print(screen.items)
let other = ProfileScreen(user: "lee")
other.title = "set first"
print(other.title, other.loads)
