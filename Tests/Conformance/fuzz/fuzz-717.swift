// ARC fuzz: seed 717 disagreed with swiftc -Onone; kept as a conformance test
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
class C2 {
    var c2strong: C0? = nil
    weak var c2weak: C0? = nil
    var c2items: [C0] = []
    var c2handler: (() -> Void)? = nil
    let tag: String
    init(_ tag: String) { self.tag = tag }
    deinit { print("deinit C2 \(tag)") }
}
class C3: C1 {
    var c3strong: C0? = nil
    weak var c3weak: C0? = nil
    var c3items: [C0] = []
    var c3handler: (() -> Void)? = nil
    deinit { print("deinit C3 \(tag)") }
}
_ = C3("t1")
_ = C3("t2")
_ = C1("t3")
_ = C3("t4")
_ = C2("t5")
var v6: C2? = C2("v6")
var v7: C0? = C0("v7")
v6?.c2strong = C0("t8")
do {
    v6 = C2("r9")
    v7?.c0items.removeAll()
    v7?.c0handler?()
    v7?.c0handler?()
}
_ = C3("t10")
v7?.c0strong = C0("t11")
v6?.c2handler = { print("call", v6?.tag ?? "gone") }
v6?.c2handler?()
do {
    do {
        v7?.c0handler?()
    }
    v6?.c2handler = { print("call", v7?.tag ?? "gone") }
    v7?.c0items.append(C0("t12"))
    do {
        v6?.c2strong = C0("t13")
        v6?.c2handler = { [weak v7] in print("call", v7?.tag ?? "gone") }
        v7 = C0("r14")
    }
}
v7 = C0("r15")
print("end")
