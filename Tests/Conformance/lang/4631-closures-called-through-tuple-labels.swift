// Closures kept in labeled tuples (a counter's inc/get pair returned from a function, handler pairs, operator tables) called through their labels, beside capture lists, inout closures and a memoizing closure
func makeCounter() -> (inc: () -> Int, get: () -> Int) {
    var n = 0
    return ({ n += 1; return n }, { n })
}
let c = makeCounter()
_ = c.inc(); _ = c.inc()
print(c.get())
var fns: [() -> Int] = []
for i in 0..<3 { fns.append { i * 10 } }
print(fns.map { $0() })
var x = 1
let capX = { [x] in x }
let refX = { x }
x = 2
print(capX(), refX())
struct V { var a = 1 }
var v = V()
let capV = { [v] in v.a }
v.a = 5
print(capV(), v.a)
func apply(_ f: (inout Int) -> Void) -> Int { var z = 1; f(&z); return z }
print(apply { $0 += 41 })
let compose: (@escaping (Int) -> Int, @escaping (Int) -> Int) -> (Int) -> Int = { f, g in { g(f($0)) } }
print(compose({ $0 + 1 }, { $0 * 3 })(2))
var lz = { print("lazy made"); return 7 }()
print("before"); print(lz, lz)
func memo(_ f: @escaping (Int) -> Int) -> (Int) -> Int {
    var cache: [Int: Int] = [:]
    return { k in if let v = cache[k] { return v }; let r = f(k); cache[k] = r; print("computed \(k)"); return r }
}
let sq = memo { $0 * $0 }
print(sq(3), sq(3), sq(4))
let ops = (add: { (a: Int, b: Int) in a + b }, neg: { (a: Int) -> Int in -a })
print(ops.add(2, 3), ops.neg(4), ops.0(1, 1))
let handlers: (onTap: () -> Void, onClose: (String) -> Void) = ({ print("tap") }, { print("close", $0) })
handlers.onTap()
handlers.onClose("x")
