// @autoclosure parameters: the argument runs only when, and each time, the callee calls it (??-like and assert-like helpers, a lazily built screen)
final class Screen {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}
func orElse<T>(_ v: T?, _ d: @autoclosure () -> T) -> T { if let v = v { return v }; return d() }
func make() -> Int { print("make"); return 7 }
print(orElse(1, make()))
print(orElse(nil, make()))
func check(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "failed") {
    if !condition() { print("check:", message()) }
}
var count = 3
check(count > 2, "never built \(make())")
check(count > 5, "count is \(count)")
func log(_ level: Int, _ text: @autoclosure () -> String) {
    guard level > 1 else { return }
    print(text())
}
log(0, Screen("skipped").name)
log(2, Screen("built").name)
struct Cache {
    var stored: Double?
    func value(or fallback: @autoclosure () -> Double) -> Double { stored ?? fallback() }
}
print(Cache(stored: nil).value(or: 2), Cache(stored: 1.5).value(or: 9))
final class Router {
    var current: Screen?
    func show(_ s: @autoclosure () -> Screen, if flag: Bool) { if flag { current = s() } }
}
let r = Router()
r.show(Screen("a"), if: false)
r.show(Screen("b"), if: true)
r.show(Screen("c"), if: true)
print(r.current!.name)
