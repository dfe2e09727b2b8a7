// Ranges printed inside arrays, tuples and debugPrint as Range(…) and ClosedRange(…), with type(of:) of a dictionary of ranges; map, flatMap and forEach over ranges
let r: Range<Int> = 0..<3
var c = 1...2
c = 4...6
print(r == 0..<3, c == 4...6, "\(r) \(c)", String(describing: c), r.description, [0..<2, 3..<4], (r, c))
debugPrint(r)
let spans: [String: Range<Int>] = ["head": 0..<2]
print(spans["head"] ?? 0..<0, type(of: spans))
let digits = r.map(String.init)
print(digits, r.map { $0 * $0 }.reduce(0, +))
func pages(_ count: Int) -> [ClosedRange<Int>] { (0..<count).map { $0 * 10 ... $0 * 10 + 9 } }
print(pages(2), pages(2).map(\.count))
let grid = (0..<2).flatMap { row in (0..<2).map { col in (row, col) } }
print(grid.count, grid.last!)
var total = 0
(1...4).forEach { total += $0 }
print(total, (1...4).contains { $0 > 3 }, (1..<1).isEmpty, (0..<10).count)
let optionalRange: Range<Int>? = 2..<4
if let range = optionalRange { print(range.count, range) }
print(Array(repeating: 0, count: 3), [Int](0..<3), Array((0...2).reversed()))
