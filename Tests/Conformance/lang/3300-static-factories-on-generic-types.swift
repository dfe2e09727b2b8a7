// static factories on generic structs and enums: Box.make(x), Box<Int>.make(x), .make(x) from the context, -> Self and Self(…), a static method with its own generic parameter; values and types printed
struct Pair<A, B> {
    var first: A
    var second: B
    static func of(_ a: A, _ b: B) -> Pair { Pair(first: a, second: b) }
    static func swapped(_ p: Pair<B, A>) -> Self { Self(first: p.second, second: p.first) }
    static func with<C>(_ a: A, _ b: B, extra: C) -> (Pair<A, B>, C) { (Pair(first: a, second: b), extra) }
}
let p = Pair.of(1, "one")
print(p)
print(type(of: p))
let q = Pair<String, Int>.swapped(p)
print(q)
let (r, e) = Pair.with(2.5, true, extra: [1])
print(r, e)
let s: Pair<Int, Int> = .of(3, 4)
print(s)
enum Result2<Value> {
    case ok(Value), none
    static func wrap(_ v: Value?) -> Result2<Value> {
        if let v { return .ok(v) }
        return .none
    }
}
print(Result2.wrap(5))
print(Result2<String>.wrap(nil))
