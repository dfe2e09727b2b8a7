// ranges of new names: ClosedRange, Range from indices and dropFirst, subscripts replaced and removed by a range, partial ranges of strings
func size<C: Collection>(_ c: C) -> Int { c.count }
var items = ["a", "b", "c", "d"]
print(size(0..<3), size(items), Array(zip(0..<3, items)).count, Dictionary(uniqueKeysWithValues: zip(0..<2, items))[1] ?? "")
items.replaceSubrange(0..<2, with: ["x"])
items.removeSubrange(0..<1)
items.insert(contentsOf: ["y", "z"], at: 0); items.remove(at: 2)
print(items)
var text = "hello"
text.replaceSubrange(text.startIndex..<text.index(after: text.startIndex), with: "J")
print(text, text[text.index(text.startIndex, offsetBy: 1)...])
let x = 2
if case 0..<3 = x { print("small") }
guard (0..<items.count).contains(1) else { fatalError() }
for (i, r) in [0..<2, 2..<4].enumerated() { print(i, r, r.count) }
for i in 0..<6 where i % 2 == 0 { print(i, terminator: " ") }
print()
let n = items.count
let half = 0..<(n / 2)
print(half, half.map { items[$0] }, Array(items[half]), items[..<2], items[1...])
let lens = items.indices.map { items[$0].count }
print(lens, items.indices, type(of: half), type(of: 1...2))
struct Paging { let range: ClosedRange<Int>; func page(_ i: Int) -> Bool { range.contains(i) } }
print(Paging(range: 1...5).page(3), Paging(range: 1...5).range)
