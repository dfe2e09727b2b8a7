// LANG: subscript declarations on classes and structs: get/set, get-only, several parameters, labels
class Store {
    private var items: [String] = ["a", "b", "c"]
    subscript(index: Int) -> String {
        get { return items[index] }
        set { print("store[\(index)] = \(newValue)"); items[index] = newValue }
    }
    subscript(key key: String) -> Int {
        return items.firstIndex(of: key) ?? -1
    }
}

struct Grid {
    let columns: Int
    var cells: [Int]
    init(rows: Int, columns: Int) {
        self.columns = columns
        cells = []
        for _ in 0..<(rows * columns) { cells.append(0) }
    }
    subscript(row: Int, column: Int) -> Int {
        get { cells[row * columns + column] }
        set(value) { cells[row * columns + column] = value }
    }
    subscript(row row: Int) -> [Int] {
        var out: [Int] = []
        for c in 0..<columns { out.append(self[row, c]) }
        return out
    }
}

let s = Store()
print(s[1])
s[1] = "B"
s[2] += "!"
print(s[1], s[2], s[key: "B"], s[key: "z"])
var g = Grid(rows: 2, columns: 3)
g[0, 1] = 5
g[1, 2] = 7
g[1, 2] += 1
print(g[0, 1], g[1, 2], g[row: 1])
var grids = [g]
grids[0][0, 0] = 9
print(grids[0][row: 0], g[row: 0])
