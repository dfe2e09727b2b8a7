// LANG: throwing initializers of structs and enums, called with try, try? and beside an overload that does not throw
struct Token {
    let v: Int
    init(_ v: Int) throws { self.v = v }
    init(text: String) { v = text.count }
}
enum Mode { case a, b
    init(flag: Bool) throws { self = flag ? .a : .b }
}
let t = try Token(3)
print(t.v, Token(text: "ab").v)
print((try? Mode(flag: true)) as Any)
