// ERRORS: a Set whose element type is a class that is not Hashable
final class Screen {
    let title: String
    init(title: String) { self.title = title }
}
print("start")
var shown = Set<Screen>()
shown.insert(Screen(title: "home"))
print(shown.count)
