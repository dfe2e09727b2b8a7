// LANG: switch over tuples: literal values, wildcards, bindings, ranges and enum cases inside tuple patterns
enum Light { case red, yellow, green }
func classify(_ a: Int, _ b: Int) -> String {
    switch (a, b) {
    case (0, 0): return "origin"
    case (0, _): return "on y axis"
    case (let x, 0): return "on x axis at \(x)"
    case (1...3, 1...3): return "near"
    case let (x, y) where x == y: return "diagonal \(x)"
    case (let x, var y):
        y += 1
        return "far \(x) \(y)"
    }
}
print(classify(0, 0), classify(0, 5), classify(4, 0))
print(classify(2, 3), classify(7, 7), classify(9, 8))
func action(_ light: Light, _ walking: Bool) -> String {
    switch (light, walking) {
    case (.green, _): return "go"
    case (.yellow, true): return "hurry"
    case (.yellow, false), (.red, false): return "wait"
    case (.red, true): return "stop"
    }
}
print(action(.green, false), action(.yellow, true), action(.yellow, false), action(.red, true))
let pair = ("login", 2)
switch pair {
case ("home", _): print("home")
case (let screen, let depth) where depth > 1: print(screen, "deep", depth)
default: print("other")
}
switch (true, false) {
case (true, true): print("both")
case (true, false): print("first")
case (false, _): print("not first")
}
