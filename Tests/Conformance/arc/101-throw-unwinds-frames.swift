// ARC: a thrown error releases each frame's locals, last declared first, innermost frame first, with the defers among them, before the catch runs
enum Failure: Error { case deep }
class Res {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func level3() throws {
    let x = Res("l3.x")
    defer { print("l3 defer") }
    let y = Res("l3.y")
    print("throwing with", x.name, y.name)
    throw Failure.deep
}
func level2() throws {
    let a = Res("l2.a")
    do {
        let b = Res("l2.b")
        try level3()
        print("not reached", b.name)
    }
    print("not reached", a.name)
}
func level1() throws -> Int {
    let p = Res("l1.p")
    defer { print("l1 defer") }
    try level2()
    return p.name.count
}
let top = Res("top")
do {
    let inDo = Res("do.local")
    let n = try level1()
    print("not reached", n, inDo.name)
} catch {
    print("caught", error)
}
print("top still alive:", top.name)
func recursive(_ n: Int) throws {
    let r = Res("r\(n)")
    if n == 0 { throw Failure.deep }
    try recursive(n - 1)
    print(r.name)
}
do { try recursive(3) } catch { print("recursion unwound") }
