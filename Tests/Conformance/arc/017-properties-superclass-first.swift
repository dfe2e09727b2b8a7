// ARC: after the deinit bodies, stored properties are released superclass first, then subclass, each in declaration order
class Leaf {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}

class Base {
    let b1 = Leaf("base.b1")
    var b2: Leaf? = Leaf("base.b2")
    deinit { print("Base.deinit") }
}

class Middle: Base {
    let m1 = Leaf("middle.m1")
    deinit { print("Middle.deinit") }
}

class Top: Middle {
    var t1: Leaf
    let t2 = Leaf("top.t2")
    init(_ t: Leaf) {
        t1 = t
        super.init()
    }
    deinit { print("Top.deinit") }
}

var top: Top? = Top(Leaf("top.t1"))
print("built")
top = nil
print("end")
