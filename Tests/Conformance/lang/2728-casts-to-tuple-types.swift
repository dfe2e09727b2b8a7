// Casts of values in an Any to tuple types: is, as?, as!, and switch cases with tuple type patterns, checking each element's type and the labels both sides have
final class Token { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("deinit Token", n) } }
let values: [Any] = [(1, 2), (x: 1, y: "s"), (1, nil as Int?), ((1, 2), "z"), (Token(7), 3), 5, "five"]
for v in values {
    print(v is (Int, Int), v is (Int, String), v is (x: Int, y: String), v is (a: Int, b: String), v is (Int, Int?), v is ((Int, Int), String))
}
for v in values {
    switch v {
    case let p as (Int, Int): print("ints", p.0 + p.1, p)
    case let p as (Int, String): print("int-string", p, p.1)
    case let (t, k) as (Token, Int): print("token", t.n, k)
    case let p as ((Int, Int), String): print("nested", p.0.1, p)
    default: print("other", v)
    }
}
if let pair = values[1] as? (Int, String) { print(pair, pair.0) }
let forced = values[0] as! (Int, Int)
print(forced, forced.1)
print(values[2] as? (Int, Int?) as Any)
