// LANG: optional patterns: let x?, .some(let x), .none, nil and optional enum cases in switch and if case
enum Mode { case light, dark }
func show(_ n: Int?) -> String {
    switch n {
    case .none: return "nothing"
    case .some(0): return "zero"
    case let x? where x < 0: return "negative \(x)"
    case .some(let x): return "value \(x)"
    }
}
print(show(nil), show(0), show(-3), show(8))
func name(_ m: Mode?) -> String {
    switch m {
    case .light: return "light"
    case .dark?: return "dark"
    case nil: return "system"
    }
}
print(name(.light), name(.dark), name(nil))
let values: [Int?] = [1, nil, 3, nil, 5]
for case let v? in values {
    print("present", v)
}
for case .none in values {
    print("missing")
}
var total = 0
for v in values {
    if case let x? = v { total += x }
}
print("total", total)
let text: String? = "hello"
if case .some(let t) = text, t.count == 5 { print("five letters", t) }
let pairs: [(String, Int?)] = [("a", 1), ("b", nil)]
for (key, value) in pairs {
    switch value {
    case let v?: print(key, v)
    case nil: print(key, "nil")
    }
}
