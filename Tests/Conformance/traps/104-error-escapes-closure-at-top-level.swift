// TRAP: an error thrown in a closure that forEach runs at top level unwinds the closure and the loop, then traps; a class error prints as main.Type
// expect-trap: Error raised at top level: main.Overflow
final class Overflow: Error {
    let at: Int
    init(at: Int) { self.at = at }
    deinit { print("deinit Overflow (never)") }
}
class Cell {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("deinit Cell \(n)") }
}
var total = 0
let cells = [Cell(1), Cell(2), Cell(3)]
try cells.forEach { cell in
    let scratch = Cell(cell.n * 10)
    defer { print("closure defer", cell.n) }
    total += scratch.n
    if total > 25 { throw Overflow(at: cell.n) }
    print("running total", total)
}
print("never printed", total)
