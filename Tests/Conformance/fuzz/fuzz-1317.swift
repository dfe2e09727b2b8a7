// ARC fuzz: seed 1317 disagreed with swiftc -Onone; kept as a conformance test
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
_ = C0("t1")
_ = C1("t2")
var v3: C0? = C0("v3")
v3?.c0handler = { print("call", v3?.tag ?? "gone") }
v3?.c0weak = C0("t4")
v3?.c0handler = { print("call", v3?.tag ?? "gone") }
do {
    v3?.c0strong = v3
    do {
        v3?.c0handler = { print("call", v3?.tag ?? "gone") }
        v3?.c0handler = { [weak v3] in print("call", v3?.tag ?? "gone") }
        v3?.c0items.append(C0("t5"))
    }
    v3?.c0strong = C0("t6")
    v3?.c0handler = { [weak v3] in print("call", v3?.tag ?? "gone") }
}
do {
    v3?.c0handler = { print("call", v3?.tag ?? "gone") }
}
v3?.c0handler = { print("call", v3?.tag ?? "gone") }
v3 = nil
var v7: C0? = C0("v7")
do {
    v3?.c0handler = { print("call", v3?.tag ?? "gone") }
    do {
        v3?.c0handler = { [weak v3] in print("call", v3?.tag ?? "gone") }
        _ = C0("t8")
        _ = C0("t9")
    }
    v7?.c0items.append(C0("t10"))
    v3?.c0strong = v7
}
_ = C1("t11")
print("end")
