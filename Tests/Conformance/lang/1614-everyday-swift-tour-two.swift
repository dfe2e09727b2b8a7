// Subscripts with setters, enum payloads, inout with defaults, variadics, labeled breaks, strings, stride, closures made in a map, Hashable structs
struct Matrix {
    var rows: Int, cols: Int
    var grid: [Double]
    init(rows: Int, cols: Int) { self.rows = rows; self.cols = cols; grid = Array(repeating: 0.0, count: rows * cols) }
    subscript(r: Int, c: Int) -> Double {
        get { grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
}
var m = Matrix(rows: 2, cols: 2)
m[0, 1] = 1.5
m[1, 0] += 2
print(m.grid, m[0, 1])
enum Shape { case circle(r: Double), rect(w: Double, h: Double)
    var area: Double { switch self { case .circle(let r): return 3.0 * r * r; case let .rect(w, h): return w * h } } }
print([Shape.circle(r: 1), .rect(w: 2, h: 3)].map { $0.area })
var counter = 0
func bump(_ x: inout Int, by d: Int = 1) { x += d }
bump(&counter); bump(&counter, by: 5)
print(counter)
func variadic(_ xs: Int...) -> Int { xs.reduce(0, +) }
print(variadic(1, 2, 3), variadic())
let words = ["b": 2, "a": 1]
for (k, v) in words.sorted(by: { $0.key < $1.key }) { print(k, v) }
var i = 0
repeat { i += 2 } while i < 7
print(i)
outer: for a in 0..<3 { for b in 0..<3 { if a * b == 2 { print("found", a, b); break outer } } }
let s = "Hello, World"
print(s.uppercased(), s.count, s.hasPrefix("He"), s.split(separator: ",").map(String.init))
print(String(s.reversed()), s.contains("World"))
let opt: Int? = 5
if let v = opt, v > 3 { print("big", v) }
guard let w = opt else { fatalError() }
print(w)
print((1, "a", true), (x: 1, y: 2).y)
print(stride(from: 0, to: 10, by: 3).map { $0 })
print(Array(1...4).filter { $0 % 2 == 0 }, [3, 1, 2].sorted(), [1, 2, 3].contains(2))
print(Int("42") ?? 0, Double("2.5")!, String(7), "\(1 + 1)")
print(max(3, 7), min(2, 9), abs(-4))
let closures: [() -> Int] = (0..<3).map { n in { n * 10 } }
print(closures.map { $0() })
struct P: Equatable, Hashable, CustomStringConvertible { let x: Int; var description: String { "P(\(x))" } }
print(P(x: 1) == P(x: 1), Set([P(x: 1), P(x: 1)]).count, P(x: 3))
