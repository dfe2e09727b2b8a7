// ARC: before super.init returns, a failure frees the object without deinit: the failing class's set properties, then each subclass's, most derived first; after it, the object is released
enum Stop: Error { case here }
class Part {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func stop(_ b: Bool) throws { if b { throw Stop.here } }
class Root {
    let r1 = Part("Root.r1")
    let r2: Part
    let r3: Part
    init(_ k: Int) throws {
        r2 = Part("Root.r2")
        try stop(k == 1)
        r3 = Part("Root.r3")
    }
    deinit { print("deinit Root") }
}
class Middle: Root {
    let m1: Part
    let m2 = Part("Middle.m2")
    init(k: Int) throws {
        m1 = Part("Middle.m1")
        try stop(k == 0)
        try super.init(k)
    }
    deinit { print("deinit Middle") }
}
class Leaf: Middle {
    let l1 = Part("Leaf.l1")
    let l2: Part
    init(leaf k: Int) throws {
        l2 = Part("Leaf.l2")
        try super.init(k: k)
        print("after super.init")
        try stop(k == 2)
    }
    deinit { print("deinit Leaf") }
}
for k in 0...3 {
    do {
        _ = try Leaf(leaf: k)
        print("made")
    } catch {
        print("k = \(k) failed")
    }
    print("--")
}
