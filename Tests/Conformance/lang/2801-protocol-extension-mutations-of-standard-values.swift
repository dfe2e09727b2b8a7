// A protocol's extension with a setter and a mutating method, used by a standard type conforming to it (also through an existential) and by a struct
protocol Switchable {
    mutating func turn(_ on: Bool)
    func isOn() -> Bool
}
extension Switchable {
    var power: Bool {
        get { return isOn() }
        set { turn(newValue) }
    }
    mutating func flick() {
        turn(!isOn())
        print("flicked to \(isOn())")
    }
}
extension Bool: Switchable {
    mutating func turn(_ on: Bool) { self = on }
    func isOn() -> Bool { return self }
}
struct Lamp: Switchable {
    var lit = false
    mutating func turn(_ on: Bool) { lit = on }
    func isOn() -> Bool { return lit }
}
func toggle(_ b: inout Bool) { b.toggle() }

var flag = false
flag.power = true
print(flag)
flag.flick()
toggle(&flag.power)
print(flag.power)

var lamp = Lamp()
lamp.power = true
lamp.flick()
print(lamp.lit)

var any: Switchable = true
any.power = false
print(any.power)
any.flick()
any = Lamp(lit: true)
toggle(&any.power)
print(any.power)
