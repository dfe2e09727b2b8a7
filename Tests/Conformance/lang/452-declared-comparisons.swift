// A type's own < and == serve the operators Swift derives from them (>, <=, >=, !=) and the standard library's sorted(), min(), max(), contains and firstIndex(of:); tuples compare element by element.
struct Version: Comparable, CustomStringConvertible {
    let major: Int, minor: Int
    static func < (l: Version, r: Version) -> Bool { (l.major, l.minor) < (r.major, r.minor) }
    var description: String { "\(major).\(minor)" }
}
struct Tag: Equatable {
    let name: String
    let note: String
    // Equal by name alone: contains and firstIndex(of:) must use this, not every field.
    static func == (l: Tag, r: Tag) -> Bool { l.name == r.name }
}
final class Screen: Comparable {
    let depth: Int
    init(_ depth: Int) { self.depth = depth }
    static func == (l: Screen, r: Screen) -> Bool { l.depth == r.depth }
    static func < (l: Screen, r: Screen) -> Bool { l.depth < r.depth }
}
let vs = [Version(major: 1, minor: 2), Version(major: 0, minor: 9), Version(major: 1, minor: 0)]
print(vs.sorted(), vs.max()!, vs.min()!, vs.sorted(by: >))
let a = Version(major: 1, minor: 0), b = Version(major: 1, minor: 2)
print(a < b, a > b, a <= b, a >= b, a == b, a != b, b >= b)
let tags = [Tag(name: "home", note: "x"), Tag(name: "detail", note: "y")]
print(tags.contains(Tag(name: "home", note: "other")), tags.firstIndex(of: Tag(name: "detail", note: "")) ?? -1)
print(Tag(name: "a", note: "1") == Tag(name: "a", note: "2"), Tag(name: "a", note: "1") != Tag(name: "b", note: "1"))
let screens = [Screen(3), Screen(1), Screen(2)]
print(screens.sorted().map { $0.depth }, screens.max()!.depth, screens[0] > screens[1])
print((1, "b") < (1, "c"), (2, 0) > (1, 9), (1, 2) == (1, 2), (1, 2) != (1, 3), (0, 5) <= (0, 5))
