// changing an ArraySlice in place is refused before the program runs: whether Swift copies it out (freeing the array's other elements) or writes in place depends on its storage's spare capacity
// expect-error: coordlab does not support changing an 'ArraySlice' yet
// expect-line: 10
final class Item {
    deinit { print("deinit") }
}
func make() -> [Item] { [Item(), Item(), Item()] }
var tail = make().dropFirst()
print(tail.count)
tail.append(Item())
print(tail.count)
