// ARC: a scope's defers and locals share one cleanup stack: a defer runs after the locals declared below it are released, before those above it
class Res {
    let name: String
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    deinit { print("deinit \(name)") }
}
func scope() {
    let a = Res("a")
    defer { print("defer 1 sees", a.name) }
    let b = Res("b")
    defer { print("defer 2") }
    let c = Res("c")
    print("body", b.name, c.name)
}
scope()
print("---")
func early(_ stop: Bool) -> String {
    let a = Res("early.a")
    defer { print("early's defer") }
    if stop {
        let inner = Res("early.inner")
        defer { print("inner defer") }
        return inner.name + a.name
    }
    let b = Res("early.b")
    return b.name
}
print(early(true))
print(early(false))
print("---")
func returned() -> Res {
    let local = Res("local")
    defer { print("defer after the return value exists:", local.name) }
    return Res("result")
}
let kept = returned()
print("kept", kept.name)
