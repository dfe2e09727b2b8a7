// types nested in an extension of a type, named through it
final class Palette {}
extension Palette {
    struct Style {
        static var main: Int { return 3 }
        let name: String
    }
    enum Kind { case a, b }
}
print(Palette.Style.main, Palette.Style(name: "x"), Palette.Kind.b)
let k: Palette.Kind = .a
print(k)
