// LANG: defer blocks run when their scope exits, last declared first: at the end, on return (after the value is computed), break, continue and throw
enum Stop: Error { case now }
func helper(_ s: String) -> Int {
    print("helper", s)
    return 1
}
func value() -> Int {
    var x = 1
    defer { print("defer sees", x, helper("from defer")) }
    x = 2
    return x * 10
}
print(value())
func order() {
    defer { print("declared first, runs last") }
    defer { print("declared second, runs first") }
    do {
        defer { print("inner scope's defer") }
        print("inner scope")
    }
    print("end of function")
}
order()
func loop() {
    for i in 0..<4 {
        defer { print("end of iteration", i) }
        if i == 1 { continue }
        if i == 3 { break }
        print("body", i)
    }
}
loop()
func thrower(_ fail: Bool) throws -> String {
    defer { print("thrower's defer") }
    if fail { throw Stop.now }
    return "no throw"
}
print(try thrower(false))
do { _ = try thrower(true) } catch { print("caught after the defer ran") }
func notReached(_ early: Bool) {
    if early { return }
    defer { print("only registered when reached") }
    print("late")
}
notReached(true)
notReached(false)
func label(_ v: Int) -> String {
    switch v {
    case 1:
        defer { print("case defer") }
        return "one"
    default:
        return "other"
    }
}
print(label(1), label(2))
