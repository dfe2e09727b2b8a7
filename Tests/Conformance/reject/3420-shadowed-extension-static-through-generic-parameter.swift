// A static member only a protocol extension declares, declared again by a conforming type and used through a generic parameter (Swift reaches the extension's) is refused before running
// expect-error: coordlab does not support a static member a protocol extension declares and a conforming type declares again ('title')
// expect-line: 13
protocol Screen {
    static var identifier: String { get }
}
extension Screen {
    static var identifier: String { "screen" }
    static var title: String { "Screen " + identifier }
}
struct Home: Screen { static var identifier: String { "home" } }
struct Settings: Screen { static var title: String { "Settings!" } }
func heading<S: Screen>(_ s: S.Type) -> String { s.identifier + " / " + S.title }
print(heading(Home.self))
print(heading(Settings.self))
