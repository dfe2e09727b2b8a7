// ERRORS: a String read at an Int position is refused in swiftc's words (a String is indexed by String.Index)
final class Screen { let title: String; init(_ t: String) { title = t } }
let screen = Screen("Home")
print(screen.title.count)
print(screen.title[0])
