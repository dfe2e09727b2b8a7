// LANG: a property requirement with a default in an extension, and a subclass property of the same name
protocol Titled: AnyObject {
    var title: String { get }
}
extension Titled {
    var title: String { "untitled" }
    var banner: String { "[" + title + "]" }
}
class Screen: Titled {}
final class Profile: Screen {
    var title: String { "Profile" }
}
final class Settings: Titled {
    var title: String { "Settings" }
}
let p = Profile()
let t: Titled = p
print(p.title, t.title, p.banner, t.banner)
let s: Titled = Settings()
print(s.title, s.banner)
