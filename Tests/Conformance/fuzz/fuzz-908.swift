// ARC fuzz: seed 908 disagreed with swiftc -Onone; kept as a conformance test
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
class C2: C0 {
    var c2strong: C0? = nil
    weak var c2weak: C0? = nil
    var c2items: [C0] = []
    var c2handler: (() -> Void)? = nil
    deinit { print("deinit C2 \(tag)") }
}
var v1: C0? = C0("v1")
v1?.c0items.removeAll()
_ = C1("t2")
v1?.c0items.append(C0("t3"))
v1?.c0strong = C2("t4")
v1 = C0("r5")
v1 = C0("r6")
v1 = nil
v1?.c0handler = { [weak v1] in print("call", v1?.tag ?? "gone") }
print("end")
