// debugPrint of Optionals shows Optional(…) as Swift's does, and String(reflecting:) of standard metatypes qualifies every name
final class Screen {}
struct Route: CustomDebugStringConvertible {
    var path: String
    var debugDescription: String { "Route<\(path)>" }
}
let selected: Int? = 3
let missing: String? = nil
let route: Route? = Route(path: "/home")
debugPrint(selected, missing, route)
debugPrint(selected as Any, "tail", separator: " | ")
print(String(reflecting: selected), String(describing: route))
var log = ""
debugPrint(route as Any, to: &log)
print(log, terminator: "")
let stack: [Screen]? = []
debugPrint(stack, [selected])
debugPrint([Int].self, [String: Double].self, [Screen].self, Int?.self)
print(String(reflecting: [Int].self), String(reflecting: type(of: ["a": [1]])))
print(String(reflecting: (Int, String).self), String(describing: [Int].self))
func kind<T>(_ value: T) -> String { String(reflecting: T.self) }
print(kind([1.5]), kind(Screen()), kind("x"))
