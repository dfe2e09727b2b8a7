// ARC: objects bound by switch, if case and for case patterns stay alive through the body and the subject's temporaries die after it
class Item {
    let id: Int
    init(_ id: Int) { self.id = id; print("init \(id)") }
    deinit { print("deinit \(id)") }
}
enum Cell {
    case item(Item)
    case pair(Item, Item)
    case empty
}
func make(_ n: Int) -> Cell {
    return n == 0 ? .empty : .item(Item(n))
}
switch make(1) {
case .item(let it):
    print("switch got", it.id)
case .pair, .empty:
    print("other")
}
print("after switch")
if case .item(let it) = make(2) {
    print("if case got", it.id)
}
print("after if case")
func first(_ c: Cell) -> Int {
    guard case let .pair(a, _) = c else { return -1 }
    print("guard bound", a.id)
    return a.id
}
print(first(.pair(Item(3), Item(4))))
print("after guard")
var cells: [Cell] = [.item(Item(5)), .empty, .pair(Item(6), Item(7))]
for case .pair(let a, let b) in cells {
    print("pair", a.id, b.id)
}
cells.removeAll()
print("cells cleared")
switch Cell.pair(Item(8), Item(9)) {
case .pair(_, let b) where b.id > 100:
    print("big")
case .pair(let a, _):
    print("first of pair", a.id)
default:
    break
}
print("end")
