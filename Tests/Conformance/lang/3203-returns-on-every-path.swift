// functions whose every path returns, throws or never returns run: if/else chains, exhaustive switches, repeat, do/catch, guard
enum Tab { case home, search, profile }
enum LoadError: Error { case missing }
func index(of tab: Tab) -> Int {
    switch tab {
    case .home: return 0
    case .search: return 1
    case .profile:
        if index(of: .home) == 0 { return 2 } else { return -2 }
    }
}
func level(_ n: Int) -> String {
    if n > 10 { return "many" } else if n > 0 { return "some" } else { return "none" }
}
func load(_ key: String) throws -> Int {
    guard !key.isEmpty else { throw LoadError.missing }
    if key == "x" { throw LoadError.missing }
    do { return try parse(key) } catch { return -1 }
}
func parse(_ s: String) throws -> Int {
    if let n = Int(s) { return n }
    throw LoadError.missing
}
func firstEven(_ xs: [Int]) -> Int {
    var k = 0
    repeat {
        if k < xs.count, xs[k] % 2 == 0 { return xs[k] }
        k += 1
    } while true
}
func fail(_ why: String) -> Never { fatalError(why) }
func must(_ x: Int?) -> Int {
    if let x { return x }
    fail("no value")
}
final class Counter {
    var n = 0
    func step() -> Int {
        n += 1
        while true { if n > 2 { return n }; n += 1 }
    }
}
print(index(of: .search), index(of: .profile), level(3), level(0))
print(try load("12"), try load("q"), (try? load("")) as Any)
print(firstEven([3, 5, 8, 10]), must(4), Counter().step())
