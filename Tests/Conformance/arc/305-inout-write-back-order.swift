// ARC: observed properties passed inout are written back after the call's other temporaries are released, the last inout argument first; a throw writes back too
class C {
    let n: String
    init(_ n: String) { self.n = n }
    deinit { print("deinit \(n)") }
}

final class Holder {
    var a = C("a0") { didSet { print("didSet a \(oldValue.n) -> \(a.n)") } }
    var b = C("b0") { didSet { print("didSet b \(oldValue.n) -> \(b.n)") } }
}

enum Stop: Error { case now }

func both(_ x: inout C, _ t: C, _ y: inout C) {
    x = C("a1")
    y = C("b1")
    print("both \(t.n)")
}

func after(_ t: C, _ x: inout C) {
    x = C("a2")
    print("after \(t.n)")
}

func failing(_ x: inout C, _ t: C) throws {
    x = C("b2")
    print("failing \(t.n)")
    throw Stop.now
}

let h = Holder()
both(&h.a, C("tmp1"), &h.b)
print("--")
after(C("tmp2"), &h.a)
print("--")
do {
    try failing(&h.b, C("tmp3"))
} catch {
    print("caught, b is \(h.b.n)")
}
print("end")
