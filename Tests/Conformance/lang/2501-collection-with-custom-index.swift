// A program's own generic Collection whose index is a Comparable struct of its own; members asked in Swift's order
struct Slot: Comparable {
    var row: Int
    static func < (a: Slot, b: Slot) -> Bool { a.row < b.row }
}
struct Grid<Cell>: Collection {
    var cells: [Cell]
    var startIndex: Slot { print("  startIndex"); return Slot(row: 0) }
    var endIndex: Slot { Slot(row: cells.count) }
    subscript(position: Slot) -> Cell {
        print("  read \(position.row)")
        return cells[position.row]
    }
    func index(after i: Slot) -> Slot {
        print("  after \(i.row)")
        return Slot(row: i.row + 1)
    }
}
let g = Grid(cells: ["x", "y", "z"])
for c in g { print(c) }
print("count", g.count)
print("first", g.first ?? "-")
print("empty", g.isEmpty)
if let s = g.firstIndex(where: { $0 == "y" }) { print("found", s.row) }
print("upper", g.map { $0.uppercased() })
let numbers = Grid(cells: [3, 1, 2])
print(numbers.sorted(), numbers.reduce(0, +))
print(numbers.contains(2), numbers.firstIndex(of: 9) == nil)
