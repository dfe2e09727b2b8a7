// An operator declared in the right operand's type (`2 * v` for `static func * (k: Double, v: Vector)`) is found there as swiftc finds it, beside one of the same name taking the operands the other way round; an integer literal on the left is the Double the operator takes
struct Vector: CustomStringConvertible, Equatable {
    var x = 0.0
    var y = 0.0
    static func * (v: Vector, k: Double) -> Vector { Vector(x: v.x * k, y: v.y * k) }
    static func * (k: Double, v: Vector) -> Vector { Vector(x: v.x * k + 100, y: v.y * k) }
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    var description: String { "(\(x), \(y))" }
}
struct Steps: CustomStringConvertible {
    var count: Int
    static func * (times: Int, s: Steps) -> Steps { Steps(count: s.count * times) }
    var description: String { "\(count) steps" }
}
let v = Vector(x: 1, y: 2)
let k = 3.0
print(v * 3)
print(2 * v)
print(k * v, v * k)
print(2.5 * v + v)
print(2 * v == v * 2, v * 1 == v)
let walk = Steps(count: 4)
print(3 * walk)
let total = 2 * walk
print(total.count + 1)
