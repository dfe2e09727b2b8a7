// LANG: Array API used by list screens: compactMap, flatMap, first/last(where:), firstIndex, sorted, min/max(by:), reduce, slices
struct Item { let id: Int; let title: String }
let items = [Item(id: 3, title: "c"), Item(id: 1, title: "a"), Item(id: 2, title: "b")]
let a = [3, 1, 2, 5, 4]
print(a.compactMap { $0 > 2 ? $0 * 10 : nil })
print(["1", "x", "3"].compactMap { Int($0) })
print([[1, 2], [3], []].flatMap { $0 }, a.flatMap { [$0, -$0] })
print(a.first(where: { $0 > 2 }) as Any, a.last(where: { $0 < 3 }) as Any)
print(a.firstIndex(of: 2) as Any, a.firstIndex(of: 9) as Any, a.firstIndex(where: { $0 == 5 }) as Any)
print(a.contains(where: { $0 > 4 }), a.allSatisfy { $0 > 0 }, a.contains(7))
print(a.sorted(by: >), a.sorted(), a.sorted { $0 % 2 < $1 % 2 })
print(items.sorted { $0.id < $1.id }.map { $0.title })
print(items.min(by: { $0.id < $1.id })!.title, items.max(by: { $0.id < $1.id })!.title)
print(a.min()!, a.max()!, [Int]().min() as Any)
print(a.reduce(0, +), a.reduce(1) { $0 * $1 }, items.reduce("") { $0 + $1.title })
print(a.prefix(2), a.suffix(2), a.dropFirst(), a.dropLast(), a.dropFirst(3))
print(Array(a.reversed()), a.indices, a.isEmpty, [Int]().isEmpty)
print(["a", "b"].joined(separator: "-"), ["a", "b"].joined())
for (x, y) in zip(a, ["a", "b"]) { print(x, y) }
print(Array(zip([1, 2], ["x", "y"])))
var b = a
print(b.removeFirst(), b)
b.insert(9, at: 1)
print(b.remove(at: 0), b)
b.forEach { print($0, terminator: " ") }
print()
print(Array(a.enumerated()).map { $0.offset * $0.element })
