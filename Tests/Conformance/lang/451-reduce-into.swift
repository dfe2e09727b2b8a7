// reduce(into:_:) changes one accumulator through its inout first parameter: shorthand, named and typed parameters; objects gathered into it are held by the result.
final class Screen {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("deinit", name) }
}
let numbers = [1, 2, 3, 4]
print(numbers.reduce(into: 0) { $0 += $1 })
let evens = numbers.reduce(into: [Int]()) { acc, n in
    if n % 2 == 0 { acc.append(n) }
}
print(evens)
let counts = ["a", "b", "a"].reduce(into: [String: Int]()) { (acc: inout [String: Int], s: String) in
    acc[s, default: 0] += 1
}
print(counts["a"] ?? 0, counts["b"] ?? 0)
print("word".reduce(into: "") { $0 = String($1) + $0 })
func collect() -> [String: Screen] {
    let screens = [Screen("home"), Screen("detail")]
    return screens.reduce(into: [:]) { $0[$1.name] = $1 }
}
var byName = collect()
print(byName.count, byName["home"]?.name ?? "-")
byName["home"] = nil
print("end")
