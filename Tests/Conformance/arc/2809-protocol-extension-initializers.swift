// Initializers a protocol extension gives its conformers (a struct, an enum, a class and its subclass, through a metatype and a generic), each delegating to the conformer's own
protocol Configurable {
    init(level: Int)
}
extension Configurable {
    init() {
        print("default configuration")
        self.init(level: 1)
    }
    init(levels a: Int, _ b: Int) {
        self.init(level: max(a, b))
    }
}
final class Probe {
    let id: Int
    init(_ id: Int) { self.id = id; print("probe \(id) on") }
    deinit { print("probe \(id) off") }
}
struct Sensor: Configurable {
    var level: Int
    var probe: Probe
    init(level: Int) { self.level = level; probe = Probe(level) }
}
enum Volume: Configurable {
    case quiet, loud
    init(level: Int) { self = level > 5 ? .loud : .quiet }
}
class Device: Configurable {
    let level: Int
    required init(level: Int) { self.level = level; print("\(type(of: self)) at \(level)") }
    deinit { print("\(type(of: self)) \(level) gone") }
}
final class Phone: Device {}

func fresh<T: Configurable>(_ type: T.Type) -> T { T() }
do {
    let s = Sensor()
    let t = Sensor(levels: 3, 7)
    print(s.level, t.level, t.probe.id)
}
print(Volume(), Volume(levels: 9, 2))
do {
    let d = Device()
    let p = Phone(levels: 4, 2)
    let kind: Device.Type = Phone.self
    let k = kind.init()
    print(d.level, p.level, k.level)
}
print(fresh(Volume.self), fresh(Sensor.self).level)
print("end")
