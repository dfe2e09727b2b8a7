// With an error in a function body above one in top-level code, swiftc reports the top-level one first.
final class Screen {
    let title: String
    init(title: String) { self.title = title }
}

func describe(_ screen: Screen) -> String {
    let prefix = "screen: "
    prefix = "view: "
    return prefix + screen.title
}

let home = Screen(title: "Home")
print(describe(home))
home.title = "Start"
