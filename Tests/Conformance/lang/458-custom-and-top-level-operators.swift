// Operators a program declares (infix operator with a precedence group) and top-level operator functions, for its own types and for standard ones; standard operators keep their meaning elsewhere.
precedencegroup PipePrecedence {
    associativity: left
    higherThan: AssignmentPrecedence
}
infix operator |> : PipePrecedence
infix operator <> : AdditionPrecedence
func |> <T, U>(value: T, transform: (T) -> U) -> U { transform(value) }
func <> (l: String, r: String) -> String { l + " " + r }
struct Vec: CustomStringConvertible {
    var x: Int, y: Int
    var description: String { "(\(x), \(y))" }
}
func + (l: Vec, r: Vec) -> Vec { Vec(x: l.x + r.x, y: l.y + r.y) }
func * (l: Vec, k: Int) -> Vec { Vec(x: l.x * k, y: l.y * k) }
func == (l: Vec, r: Vec) -> Bool { l.x == r.x && l.y == r.y }
final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}
infix operator ~> : AdditionPrecedence
func ~> (from: Screen, to: Screen) -> String { "\(from.name) -> \(to.name)" }
print("a" <> "b" <> "c")
print(3 |> { $0 * 2 } |> { "v\($0)" })
let v = Vec(x: 1, y: 2) + Vec(x: 3, y: 4) * 2
print(v, v == Vec(x: 7, y: 10), 1 + 2 * 3, "x" + "y")
print(Screen("home") ~> Screen("detail"))
print("end")
