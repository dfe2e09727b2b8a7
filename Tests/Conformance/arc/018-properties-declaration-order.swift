// ARC: an object's stored properties are released in declaration order, whatever order init assigned them in
class Part {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

class Machine {
    let zeta: Part
    var alpha: Part?
    let mid: Part
    var unset: Part?
    var last = Part("last (default value)")
    init() {
        mid = Part("mid")
        alpha = Part("alpha")
        zeta = Part("zeta")
        print("Machine.init")
    }
    deinit { print("Machine.deinit") }
}

do {
    let m = Machine()
    print("machine has \(m.zeta.name) \(m.mid.name)")
}
print("---")
do {
    let m = Machine()
    m.alpha = nil
    m.unset = Part("unset, assigned later")
    print("mutated")
}
print("end")
