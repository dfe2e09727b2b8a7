// `.init()` where a generic parameter is the context: the type the call bound, as `T()` is
protocol Blank { init() }
struct Counter: Blank { var n = 0; init() { n = 10 } }
final class Token: Blank {
    let id: Int
    static var made = 0
    init() { Token.made += 1; id = Token.made; print("make Token#\(id)") }
    deinit { print("deinit Token#\(id)") }
}
func fresh<T: Blank>() -> T { .init() }
func freshKept<T: Blank>(_ type: T.Type) -> T { let value: T = .init(); return value }
func batch<T: Blank>(_ count: Int) -> [T] { (0..<count).map { _ in T() } }
struct Factory<Product: Blank> {
    func make() -> Product { .init() }
    static func shared() -> Product { .init() }
}
let c: Counter = fresh()
print(c.n, type(of: c))
print(freshKept(Counter.self).n)
do {
    let t: Token = fresh()
    print("holding", t.id)
}
let tokens: [Token] = batch(2)
print(tokens.map(\.id))
print(Factory<Counter>().make().n, Factory<Counter>.shared().n)
_ = Factory<Token>().make()
print("end")
