// Result's map, mapError and flatMap, and values made inside generic functions from their own parameters: each takes the generic arguments its call bound, as Swift prints them.
enum LoadError: Error { case offline, parse(String) }
enum UIError: Error { case message(String) }
struct Box<T> {
    var value: T
    func map<U>(_ f: (T) -> U) -> Box<U> { Box<U>(value: f(value)) }
}
func wrap<T>(_ x: T) -> Box<T> { Box(value: x) }
func pair<A, B>(_ a: A, _ b: B) -> Box<(A, B)> { Box(value: (a, b)) }
func parse(_ s: String) -> Result<Int, LoadError> {
    guard let n = Int(s) else { return .failure(.parse(s)) }
    return .success(n)
}
let ok: Result<Int, LoadError> = .success(20)
let doubled = ok.map { $0 * 2 }
print(doubled, type(of: doubled))
debugPrint(ok.map { "n=\($0)" })
let failed: Result<Int, LoadError> = .failure(.offline)
debugPrint(failed.map { $0 + 1 })
debugPrint(failed.mapError { _ in UIError.message("no network") })
print(parse("42").flatMap { n -> Result<Int, LoadError> in n > 10 ? .success(n) : .failure(.parse("small")) })
print(parse("x").flatMap { (n: Int) -> Result<Int, LoadError> in .success(n + 1) })
let b = wrap(3)
print(b, b.map { "\($0)!" }, type(of: b.map { Double($0) }))
debugPrint(pair(1, "one"))
print(wrap(wrap(true)))
