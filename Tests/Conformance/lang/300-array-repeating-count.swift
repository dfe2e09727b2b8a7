// LANG: Array(repeating:count:) in its spellings (Array, [T], Array<T>), with literals taking the element type, and copies that mutate alone
typealias Seconds = Double

var zeros = Array(repeating: 0, count: 3)
print(zeros, zeros.count)
zeros[1] = 7
print(zeros)

let names = [String](repeating: "tab", count: 2)
print(names)

let ratios = [Double](repeating: 1, count: 2)
print(ratios)

let delays = Array<Seconds>(repeating: 0, count: 3)
print(delays)

let empty = Array(repeating: "x", count: 0)
print(empty.isEmpty, empty)

var grid = Array(repeating: Array(repeating: 0, count: 2), count: 2)
grid[0][1] = 5
print(grid)

let flags = Array(repeating: false, count: 2) + [true]
print(flags)

struct Slot {
    var title: String
}
var slots = Array(repeating: Slot(title: "free"), count: 3)
slots[2].title = "taken"
print(slots.map { $0.title })

func padded(_ items: [String], to width: Int) -> [String] {
    items + Array(repeating: "-", count: max(0, width - items.count))
}
print(padded(["a"], to: 3))
print(padded(["a", "b", "c", "d"], to: 3).count)
