// ARC: temporaries passed to an init that does not keep them are released when the init ends, last first
class Dep {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}

class User {
    let kept: Dep
    init(keep: Dep, drop: Dep) {
        kept = keep
        print("User.init \(drop.name)")
    }
    deinit { print("deinit User") }
}

class Peeker {
    init(_ a: Dep, _ b: Dep) { print("Peeker.init \(a.name) \(b.name)") }
    deinit { print("deinit Peeker") }
}

_ = Peeker(Dep("p1"), Dep("p2"))
print("---")
_ = User(keep: Dep("k"), drop: Dep("d"))
print("---")
let u = User(keep: Dep("k2"), drop: Dep("d2"))
print("kept \(u.kept.name)")
print("end")
