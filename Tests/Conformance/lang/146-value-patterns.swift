// LANG: expression patterns: constants, static members, ranges and raw-value enums compared inside case patterns
enum Status: Int {
    case draft = 1, published, archived
}
struct Limits {
    static let max = 10
}
let special = 42
func rate(_ n: Int) -> String {
    switch n {
    case special: return "special"
    case Limits.max: return "max"
    case 0..<5: return "low"
    case 5...9: return "mid"
    default: return "high"
    }
}
print(rate(42), rate(10), rate(3), rate(7), rate(99))
enum Box {
    case count(Int)
    case status(Status)
    case label(String)
}
let greeting = "hi"
func look(_ b: Box) -> String {
    switch b {
    case .count(special): return "count is special"
    case .count(0..<3): return "small count"
    case .count(let n): return "count \(n)"
    case .status(.draft): return "draft"
    case .status(let s) where s.rawValue > 2: return "old \(s)"
    case .status(let s): return "status \(s.rawValue)"
    case .label(greeting): return "greeting"
    case .label(_): return "label"
    }
}
let boxes: [Box] = [.count(42), .count(1), .count(8), .status(.draft), .status(.archived), .status(.published),
                    .label("hi"), .label("yo")]
for b in boxes {
    print(look(b))
}
print(Status(rawValue: 2) as Any, Status.archived.rawValue)
