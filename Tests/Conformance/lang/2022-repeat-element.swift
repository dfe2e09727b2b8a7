// repeatElement(_:count:) iterated, made into arrays, mapped and joined; zero count gives nothing
let indent = repeatElement("  ", count: 3).joined()
print("[" + indent + "]")
for marker in repeatElement("*", count: 2) { print(marker, terminator: "") }
print()
let board = Array(repeatElement(Array(repeatElement(".", count: 3)), count: 2))
print(board, board.count)
var rows = Array(repeatElement(0, count: 4))
rows[2] = 9
print(rows, Array(repeatElement(true, count: 0)))
print(repeatElement(3, count: 3).map { $0 * 2 }, repeatElement(5, count: 4).reduce(0, +))
let empties = repeatElement("", count: 2).filter { !$0.isEmpty }
print(empties.isEmpty)
for (i, x) in repeatElement("tick", count: 2).enumerated() { print(i, x) }
