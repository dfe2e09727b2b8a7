// Ranges of Ints as values: passed to generic and typed parameters, stored, joined to arrays, cut (dropFirst and prefix give ranges again), indexed, matched in switch
func total<S: Sequence>(_ s: S) -> Int where S.Element == Int { s.reduce(0, +) }
func window(_ r: Range<Int>, in items: [String]) -> [String] { Array(items[r]) }
struct Page { var rows: ClosedRange<Int>; var visible: Range<Int> }
let items = ["a", "b", "c", "d", "e"]
let r = 1..<4
var page = Page(rows: 1...3, visible: 0..<2)
print(total(r), total(1...3), window(r, in: items), page.rows.count, page.visible)
page.visible = 2..<5
print(window(page.visible, in: items), Array(r), Set(0..<3).count)
var acc: [Int] = []
acc.append(contentsOf: 5...7)
acc += 0..<2
for i in r { print(i, terminator: ",") }
for i in (0..<3).reversed() { print(i, terminator: ";") }
print()
for i in stride(from: 0, to: 6, by: 2) { print(i, terminator: " ") }
print(acc)
let age = 42
switch age {
case 0..<18: print("minor")
case 18...65: print("adult")
default: print("senior")
}
print(r.contains(age), (0...100).contains(age), items.indices.contains(7), items[items.indices].count)
print(r.dropFirst(), r.dropLast(), r.prefix(1), r.suffix(2), r.first!, r.last!, r.lowerBound, r.upperBound)
print((0..<3).map { items[$0] }, (1...3).map { "\($0)" }.joined(separator: "+"))
let empty = 3..<3
print(empty.isEmpty, empty.first as Any, empty.count)
print((0..<5).filter { $0.isMultiple(of: 2) }, (0..<5).firstIndex(where: { $0 > 2 }) ?? -1)
