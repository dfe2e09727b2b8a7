// Local functions that call themselves, directly, from a closure, and as a value
func factorial(_ n: Int) -> Int {
    func go(_ k: Int) -> Int { k <= 1 ? 1 : k * go(k - 1) }
    return go(n)
}
func permutations(_ xs: [Int]) -> [[Int]] {
    var out: [[Int]] = []
    func build(_ prefix: [Int], _ rest: [Int]) {
        if rest.isEmpty { out.append(prefix); return }
        for (i, x) in rest.enumerated() {
            var r = rest
            r.remove(at: i)
            build(prefix + [x], r)
        }
    }
    build([], xs)
    return out
}
func flatten(_ items: [Any]) -> [Int] {
    func walk(_ a: Any) -> [Int] {
        if let n = a as? Int { return [n] }
        if let xs = a as? [Any] { return xs.flatMap { walk($0) } }
        return []
    }
    return walk(items)
}
func countdown(_ n: Int) -> [String] {
    var said: [String] = []
    func say(_ k: Int) {
        said.append("\(k)")
        let next: (Int) -> Void = say
        if k > 0 { next(k - 1) }
    }
    say(n)
    return said
}
print(factorial(6))
print(permutations([1, 2, 3]))
print(flatten([1, [2, [3, 4]], "x", [[5]]]))
print(countdown(3))
