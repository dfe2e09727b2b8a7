// ARC: default arguments that create objects are evaluated at the call, in parameter order among the given arguments, and released with the call's other temporaries
class Token {
    let n: String
    init(_ n: String) { self.n = n; print("init \(n)") }
    deinit { print("deinit \(n)") }
}

final class Screen {
    let token: Token
    init(token: Token = Token("default-init"), title: String = "t") {
        self.token = token
        print("screen \(title)")
    }
    func show(_ a: Token, extra: Token = Token("default-extra"), last: Token) {
        print("show \(a.n) \(extra.n) \(last.n)")
    }
    subscript(key: String, fallback fallback: Token = Token("default-sub")) -> String {
        key + fallback.n
    }
    deinit { print("deinit Screen") }
}

func run(_ body: () -> Void = { print("default body") }, tag: Token = Token("default-tag")) {
    body()
    print("ran \(tag.n)")
}

var s: Screen? = Screen()
s?.show(Token("a"), last: Token("b"))
print("--")
s?.show(Token("c"), extra: Token("d"), last: Token("e"))
print("--", s!["k"])
run()
run { print("given body") }
s = Screen(title: "second")
s = nil
print("end")
