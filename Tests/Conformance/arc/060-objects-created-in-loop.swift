// ARC: objects appended in a loop survive it; objects made and dropped in each iteration die in that iteration
class Cell {
    let row: Int
    init(_ row: Int) {
        self.row = row
        print("init \(row)")
    }
    deinit { print("deinit \(row)") }
}

var visible: [Cell] = []
for row in 0..<4 {
    let cell = Cell(row)
    if row % 2 == 0 {
        visible.append(cell)
    }
    print("end of iteration \(row)")
}
print("visible \(visible.map { $0.row })")
var reused: Cell? = nil
for row in 10..<13 {
    reused = Cell(row)
}
print("last reused \(reused!.row)")
visible.removeAll()
print("end")
