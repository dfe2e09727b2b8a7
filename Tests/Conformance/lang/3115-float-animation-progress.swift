// a Float animation's progress eased over frames, printed with Float's own digits
struct Animation {
    var duration: Float
    var elapsed: Float = 0
    var progress: Float { min(elapsed / duration, 1) }
    var eased: Float { progress * progress * (3 - 2 * progress) }
    mutating func tick(_ dt: Float) { elapsed += dt }
}
var a = Animation(duration: 0.3)
for _ in 0..<4 {
    a.tick(1.0 / 12)
    print(a.progress, a.eased)
}
let third = Float(1) / 3
print(third, Double(third), Float(Double(1) / 3), type(of: third))
print(Float.pi, Float.pi * 2, -third, Int(Float(7.9)), Float("2.5") as Any)
let values: [Float] = [0.1, 0.2, 3]
print(values, values.reduce(0, +), values.max()!, values.sorted(by: >))
print(Float(0.1) + 0.2 == 0.3, Float(16777217), third.description, third < 0.5)
func show<T>(_ x: T) { print(x, type(of: x)) }
show(Float(2) / 7)
