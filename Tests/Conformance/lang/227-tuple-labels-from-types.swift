// LANG: an unlabeled tuple stored or returned where the type has labels takes the type's labels
final class Item {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("deinit item \(id)") }
}
func size() -> (width: Int, height: Int) {
    let raw = (320, 480)
    return raw
}
func lookup(_ items: [Item], _ id: Int) -> (index: Int, item: Item)? {
    for (i, item) in items.enumerated() where item.id == id { return (i, item) }
    return nil
}
let s = size()
print(s, s.width, s.1)
var frame: (x: Int, y: Int) = (0, 0)
let origin = (7, 8)
frame = origin
print(frame, frame.x)
let items = [Item(1), Item(2)]
if let found = lookup(items, 2) {
    print(found.index, found.item.id)
}
print(lookup(items, 5) == nil)
func stats(_ xs: [Int]) -> (count: Int, total: Int) { (xs.count, xs.reduce(0, +)) }
let (count, total) = stats([3, 4])
print(count, total, stats([]))
