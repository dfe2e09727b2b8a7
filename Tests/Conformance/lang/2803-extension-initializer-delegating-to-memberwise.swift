// An initializer in a struct's extension that delegates to the memberwise initializer (class-typed properties freed in order; a default kept)
final class Token {
    let text: String
    init(_ text: String) { self.text = text; print("token \(text) made") }
    deinit { print("token \(text) freed") }
}
struct Session {
    var user: Token
    var retries = 3
    var scope: Token?
}
extension Session {
    init(guest n: Int) {
        print("guest init \(n)")
        self.init(user: Token("guest\(n)"), scope: nil)
        retries += n
    }
    init(admin: String) {
        self.init(user: Token(admin), retries: 0, scope: Token("all"))
        print("admin ready")
    }
}
do {
    let g = Session(guest: 2)
    print(g.user.text, g.retries, g.scope?.text ?? "-")
    var a = Session(admin: "root")
    print(a.user.text, a.retries, a.scope!.text)
    a.scope = nil
    print("scope dropped")
    let plain = Session(user: Token("plain"), scope: nil)
    print(plain.retries)
}
print("done")
