// callAsFunction as a protocol requirement: called on an existential, on a generic parameter, on a temporary class instance (freed after the call), and a generic struct inferred from a trailing closure's written type
protocol Transform { func callAsFunction(_ x: Int) -> Int }
struct Twice: Transform { func callAsFunction(_ x: Int) -> Int { x * 2 } }
final class Offset: Transform {
    let by: Int
    init(by: Int) { self.by = by }
    func callAsFunction(_ x: Int) -> Int { x + by }
    deinit { print("deinit Offset", by) }
}
func apply<T: Transform>(_ t: T, to v: Int) -> Int { t(v) }
func applyAll(_ ts: [any Transform], to v: Int) -> Int { ts.reduce(v) { acc, t in t(acc) } }
let t: any Transform = Twice()
print(t(4), apply(Twice(), to: 5), apply(Offset(by: 1), to: 5))
print("temporary:", Offset(by: 7)(1))
print(applyAll([Twice(), Offset(by: 3), Twice()], to: 1))
struct Rule<Value> {
    let test: (Value) -> Bool
    func callAsFunction(_ v: Value) -> Bool { test(v) }
}
let short = Rule<String> { $0.count < 4 }
let positive = Rule { (n: Int) in n > 0 }
print(short("abc"), short("abcd"), positive(-1), type(of: positive))
print(["a", "abcdef", "xy"].filter { short($0) })
