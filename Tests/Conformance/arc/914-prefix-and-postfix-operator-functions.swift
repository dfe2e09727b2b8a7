// prefix and postfix operator functions: top-level ones with their operator declarations, a type's static prefix -, and the objects they make and drop
prefix operator √
prefix func √(x: Double) -> Double { return x * x }
postfix operator %%
postfix func %%(value: Int) -> String { "\(value)%" }
prefix operator ~>
final class Screen {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}
prefix func ~> (name: String) -> Screen { Screen(name) }
struct Vector: CustomStringConvertible {
    var x: Int, y: Int
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    var description: String { "(\(x), \(y))" }
}
let v = Vector(x: 2, y: -3)
print(-v, -v + v, -(-v))
print(√4.0, √1.5 * 2)
print(42%%, (7 * 3)%%)
let n = 5
print(-n, !(n > 3), ~n)
print((~>"temporary").name)
var current: Screen? = ~>"home"
print("showing \(current!.name)")
current = ~>"detail"
print("replaced")
current = nil
print("end")
