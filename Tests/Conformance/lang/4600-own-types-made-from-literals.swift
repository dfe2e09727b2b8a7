// A program's structs and classes conforming to the integer, float, Boolean and string literal protocols are made from literals through their initializers
struct Meters: ExpressibleByFloatLiteral, Equatable {
    var value: Double
    init(floatLiteral value: Double) { self.value = value }
}

struct Count: ExpressibleByIntegerLiteral {
    let n: Int
    init(integerLiteral value: Int) { print("Count(\(value))"); n = value }
}

struct URLPath: ExpressibleByStringLiteral {
    let parts: [String]
    init(stringLiteral value: String) { parts = value.split(separator: "/").map(String.init) }
}

struct Flag: ExpressibleByBooleanLiteral {
    let on: Bool
    init(booleanLiteral value: Bool) { on = value }
}

final class Token: ExpressibleByIntegerLiteral {
    let id: Int
    required init(integerLiteral value: Int) { id = value; print("token \(id) made") }
    deinit { print("token \(id) freed") }
}

func describe(_ m: Meters) -> String { "\(m.value) m" }
func total(_ c: Count, plus d: Count) -> Int { c.n + d.n }
func makeToken() -> Token { 7 }

let a: Meters = 1.5
let b: Meters = 3.0
print(a.value, b.value, a == b)
print(describe(2.25))
print(describe(-4.5))
print(total(10, plus: 5))
print(total(1, plus: 2))
let path: URLPath = "users/42/posts"
print(path.parts)
var f: Flag = true
print(f.on)
f = false
print(f.on)
do {
    let t: Token = 1
    print("using", t.id)
    let u = makeToken()
    print("using", u.id)
}
print("end")
