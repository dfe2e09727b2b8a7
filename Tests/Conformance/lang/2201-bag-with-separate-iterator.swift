// A sequence with a separate iterator struct: where clauses, map, joined, compactMap, forEach, zip, contains
struct BagIterator: IteratorProtocol {
    let items: [String]
    var index = 0
    mutating func next() -> String? {
        guard index < items.count else { return nil }
        defer { index += 1 }
        return items[index]
    }
}
struct Bag: Sequence {
    var items: [String]
    func makeIterator() -> BagIterator { BagIterator(items: items) }
}
let bag = Bag(items: ["a", "bb", "ccc"])
for s in bag where s.count > 1 { print(s) }
print(bag.map { $0.count })
print(bag.joined(separator: "-"))
print(bag.compactMap { $0.count > 1 ? $0.uppercased() : nil })
bag.forEach { print("each", $0) }
print(zip(bag, [1, 2, 3]).map { "\($0)\($1)" })
print(bag.contains("bb"), bag.contains { $0.isEmpty })
