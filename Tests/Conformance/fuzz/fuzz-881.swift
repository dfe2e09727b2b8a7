// ARC fuzz: seed 881 disagreed with swiftc -Onone; kept as a conformance test
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
class C1 {
    var c1strong: C0? = nil
    weak var c1weak: C0? = nil
    var c1items: [C0] = []
    var c1handler: (() -> Void)? = nil
    let tag: String
    init(_ tag: String) { self.tag = tag }
    deinit { print("deinit C1 \(tag)") }
}
_ = C1("t1")
_ = C1("t2")
_ = C0("t3")
_ = C0("t4")
do {
    _ = C1("t5")
}
_ = C0("t6")
_ = C0("t7")
_ = C0("t8")
_ = C0("t9")
var v10: C0? = C0("v10")
v10?.c0handler = { print("call", v10?.tag ?? "gone") }
v10?.c0items.append(C0("t11"))
v10?.c0strong = C0("t12")
do {
    _ = C0("t13")
    v10 = nil
}
print("end")
