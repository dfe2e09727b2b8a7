// joined() of an array of arrays gives their elements in order; joined(separator:) of strings a string.
class Item {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("deinit", id) }
}
let nested = [[1, 2], [3], []]
print(nested.joined().map { $0 * 2 }, Array(nested.joined()))
var total = 0
for x in nested.joined() { total += x }
print(total, ["a", "b"].joined(separator: "-"), ["x", "y"].joined())
func run() {
    let groups = [[Item(1), Item(2)], [Item(3)]]
    let flat = Array(groups.joined())
    print(flat.map { $0.id })
}
run()
print("end")
