// Literals of a program's literal-protocol types where the context comes from a generic substitution or a declaration: append, insert, contains, dictionary values, defaults, ternaries, closures, `as`, `??`, sets, `switch` cases, a class hierarchy with deinit order
struct Tag: ExpressibleByStringLiteral, Hashable, CustomStringConvertible {
    let name: String
    init(stringLiteral value: StringLiteralType) { name = value.uppercased() }
    var description: String { "#\(name)" }
}
class Route: ExpressibleByStringLiteral, CustomStringConvertible {
    let path: String
    required init(stringLiteral value: String) { path = value; print("route \(value)") }
    var description: String { "\(type(of: self))(\(path))" }
    deinit { print("release \(path)") }
}
final class ModalRoute: Route {}

var tags: [Tag] = ["swift", "ios"]
tags.append("arc")
tags.insert("first", at: 0)
tags += ["last"]
print(tags, tags.contains("ARC"), tags.contains("arc"))
var byScreen: [String: Tag] = [:]
byScreen["home"] = "feed"
print(byScreen)
var counts: [Tag: Int] = ["a": 1]
counts["b"] = 2
counts["a", default: 0] += 5
print(counts.sorted { $0.key.name < $1.key.name })
let set: Set<Tag> = ["x", "y", "x"]
print(set.count, set.contains("y"))
func label(_ t: Tag = "none") -> Tag { t }
print(label(), label("given"))
let wide = true
let chosen: Tag = wide ? "wide" : "narrow"
let make: () -> Tag = { "closure" }
let coerced = "coerced" as Tag
let missing: Tag? = nil
print(chosen, make(), coerced, missing ?? "fallback")
func screen(for t: Tag) -> String {
    switch t {
    case "HOME": return "home screen"
    case "home": return "never: the literal is uppercased too"
    default: return "other"
    }
}
print(screen(for: "home"), screen(for: "x"))
do {
    let routes: [Route] = ["/feed", "/profile"]
    let modal: ModalRoute = "/login"
    var stack = routes
    stack.append("/settings")
    print(stack, modal)
    stack.removeFirst()
    print("removed first")
}
print("end")
