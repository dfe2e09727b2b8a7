// ARC fuzz: seed 1763 disagreed with swiftc -Onone; kept as a conformance test
// ARC fuzz program (coordlab fuzz arc): compare coordlab with swiftc -Onone
class C0 {
    var c0strong: C0? = nil
    weak var c0weak: C0? = nil
    var c0items: [C0] = []
    var c0handler: (() -> Void)? = nil
    let tag: String
    init(_ tag: String) { self.tag = tag }
    deinit { print("deinit C0 \(tag)") }
}
class C1: C0 {
    var c1strong: C0? = nil
    weak var c1weak: C0? = nil
    var c1items: [C0] = []
    var c1handler: (() -> Void)? = nil
    deinit { print("deinit C1 \(tag)") }
}
class C2: C1 {
    var c2strong: C0? = nil
    weak var c2weak: C0? = nil
    var c2items: [C0] = []
    var c2handler: (() -> Void)? = nil
    deinit { print("deinit C2 \(tag)") }
}
class C3 {
    var c3strong: C0? = nil
    weak var c3weak: C0? = nil
    var c3items: [C0] = []
    var c3handler: (() -> Void)? = nil
    let tag: String
    init(_ tag: String) { self.tag = tag }
    deinit { print("deinit C3 \(tag)") }
}
_ = C3("t1")
_ = C2("t2")
_ = C2("t3")
_ = C0("t4")
_ = C3("t5")
_ = C3("t6")
_ = C3("t7")
_ = C3("t8")
var v9: C0? = C0("v9")
v9?.c0strong = C1("t10")
do {
    v9?.c0handler?()
    var v11: C0? = C0("v11")
    v11?.c0handler?()
}
do {
    v9?.c0items.removeAll()
    v9?.c0items.append(C2("t12"))
    v9 = C0("r13")
}
v9?.c0handler?()
_ = C2("t14")
print("end")
