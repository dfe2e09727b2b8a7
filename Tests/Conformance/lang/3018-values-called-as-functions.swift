// values called as functions: a struct's and a class's callAsFunction overloads (labels, defaults, self(x) inside), a mutating one on a var, a generic struct made with a trailing closure, stored properties called inside and outside their type, with the class instances' deinits
// values called as functions: structs and classes with callAsFunction overloads, generic ones, mutating ones
struct Adder { let n: Int; func callAsFunction(_ x: Int) -> Int { x + n } }
struct Polynomial {
    var coefficients: [Double]
    func callAsFunction(_ x: Double) -> Double { coefficients.reversed().reduce(0) { $0 * x + $1 } }
    func callAsFunction(derivativeAt x: Double, h: Double = 0.5) -> Double { (self(x + h) - self(x - h)) / (2 * h) }
}
final class Counter {
    private(set) var count = 0
    func callAsFunction() { count += 1 }
    func callAsFunction(by step: Int) -> Int { count += step; return count }
    deinit { print("deinit Counter", count) }
}
struct Accumulator {
    var total = 0
    mutating func callAsFunction(_ x: Int) { total += x }
}
struct Validator<T> {
    let rule: (T) -> Bool
    func callAsFunction(_ value: T) -> Bool { rule(value) }
}
let add5 = Adder(n: 5)
print(add5(10), Adder(n: 1)(1), [1, 2, 3].map { add5($0) })
let p = Polynomial(coefficients: [1, 2, 3])
print(p(2), p(derivativeAt: 1), p(derivativeAt: 1, h: 0.25))
do {
    let tap = Counter()
    tap(); tap()
    print(tap(by: 10))
}
var acc = Accumulator()
for x in 1...4 { acc(x) }
print(acc.total)
let nonEmpty = Validator<String> { !$0.isEmpty }
let small = Validator { (n: Int) in n < 10 }
print(nonEmpty(""), nonEmpty("x"), small(3), small(30))
struct Holder { let check: Validator<Int>; func run(_ v: Int) -> Bool { check(v) } }
print(Holder(check: small).run(4))
final class Screen {
    let format = Adder(n: 100)
    var counter = Counter()
    func tap() -> Int { counter(); return format(counter.count) + self.format(1) }
    deinit { print("deinit Screen") }
}
var s: Screen? = Screen()
print(s!.tap(), s!.format(2), s?.format(3) as Any)
s = nil
