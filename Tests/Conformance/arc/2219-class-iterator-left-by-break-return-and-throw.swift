// ARC: a class that is its own iterator, a loop left by break, return and a thrown error
final class Ticker: Sequence, IteratorProtocol {
    let name: String
    var left: Int
    init(_ name: String, _ left: Int) { self.name = name; self.left = left; print("make \(name)") }
    func next() -> Item? {
        guard left > 0 else { return nil }
        left -= 1
        return Item("\(name)\(left)")
    }
    deinit { print("drop \(name) at \(left)") }
}
final class Item {
    let tag: String
    init(_ tag: String) { self.tag = tag }
    deinit { print("  free \(tag)") }
}
enum Stop: Error { case now }
for item in Ticker("a", 3) {
    if item.tag == "a1" { break }
    print("see \(item.tag)")
}
func find() -> String {
    for item in Ticker("b", 3) where item.tag.hasSuffix("1") { return item.tag }
    return "none"
}
print(find())
do {
    for item in Ticker("c", 2) {
        print("see \(item.tag)")
        throw Stop.now
    }
} catch {
    print("caught")
}
let shared = Ticker("d", 2)
for item in shared { print("see \(item.tag)") }
print("left", shared.left)
for item in shared { print("never \(item.tag)") }
print("end")
