// TRAP: reading a string at its endIndex stops the program after the characters before it printed
// expect-trap: String index is out of bounds
final class Screen { let title: String; init(_ t: String) { title = t }; deinit { print("deinit", title) } }
let screen = Screen("Profile")
var i = screen.title.startIndex
while i != screen.title.endIndex { print(screen.title[i], terminator: " "); i = screen.title.index(after: i) }
print()
print(screen.title[i])
