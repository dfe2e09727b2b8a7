// A failable class initializer that returns nil before its object is fully initialized frees it without deinit (releasing the properties set), after full initialization releases it (deinit runs); a failing super.init fails the subclass's init
final class Log { let n: String; init(_ n: String) { self.n = n; print("+", n) }; deinit { print("-", n) } }
class Screen {
    let a = Log("a")
    var title: String
    init?(code: Int) { guard code > 0 else { print("fail"); return nil }; title = "code\(code)" }
    init?(late: Int) { title = "late"; if late < 0 { return nil } }
    deinit { print("deinit Screen", title) }
}
class Sub: Screen {
    let b = Log("b")
    init?(sub: Int) { if sub == 0 { return nil }; super.init(code: sub) }
    override init?(late: Int) { super.init(late: late); print("after super") }
    deinit { print("deinit Sub") }
}
print(Screen(code: 0) == nil)
print(Screen(late: -1) == nil)
print(Sub(sub: 0) == nil)
print(Sub(sub: -5) == nil)
print(Sub(late: -1) == nil)
print(Sub(late: 1) == nil)
