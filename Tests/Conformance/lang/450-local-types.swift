// Classes, structs and enums declared inside functions and closures: members, ARC and deinit order as for top-level types.
func test() {
    class Local {
        let n: Int
        var next: Local?
        init(_ n: Int) { self.n = n }
        deinit { print("deinit local", n) }
    }
    struct Pair { var a: Local; var b: Local }
    enum Mode { case on, off(reason: String) }
    let first = Local(1)
    first.next = Local(2)
    var pair = Pair(a: Local(3), b: first)
    pair.a = Local(4)
    let mode = Mode.off(reason: "tired")
    if case .off(let why) = mode { print("off:", why) }
    _ = Local(5)
    print("end test", pair.b.next?.n ?? 0)
}
test()
let make = { () -> Int in
    struct Counter {
        var count = 0
        mutating func tick() -> Int { count += 1; return count }
    }
    var c = Counter()
    _ = c.tick()
    return c.tick()
}
print(make())
func nested() -> String {
    struct Inner { let text: String }
    func helper() -> Inner { Inner(text: "helped") }
    return helper().text
}
print(nested(), type(of: nested()))
