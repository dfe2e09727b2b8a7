// TRAP: a failing try! releases the temporaries its statement made, then the error, then traps; the function's locals and defers are left
// expect-trap: 'try!' expression unexpectedly raised an error: main.Token
final class Token: Error {
    deinit { print("deinit Token, after the temporaries") }
}
class Tmp {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func give(_ ok: Bool) throws -> Tmp {
    if ok { return Tmp("given") }
    throw Token()
}
func combine(_ a: Tmp, _ b: Tmp, _ c: Tmp) -> String { a.name + b.name + c.name }
func run() {
    let local = Tmp("local")
    defer { print("defer (never)") }
    print(combine(Tmp("first"), try! give(true), Tmp("third")))
    print(combine(Tmp("argument before"), try! give(false), Tmp("never made")), local.name)
}
run()
