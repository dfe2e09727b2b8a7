// a dictionary's first entry (one entry or none), and min(by:), max(by:) and sorted(by:) over its (key:, value:) entries
struct Registry {
    var factories: [String: Int] = [:]
    var current: (key: String, value: Int)? { factories.first }
}
var registry = Registry()
print(registry.current == nil, registry.factories.first.map { $0.key } ?? "empty")
registry.factories["home"] = 1
if let (name, id) = registry.current { print("only", name, id) }
if let entry = registry.factories.first { print(entry.key, entry.value, entry) }
print(registry.factories.first as Any)
let single: [Int: [String]] = [3: ["a", "b"]]
print(single.first?.value.count ?? 0, single.first!.key)

let scores = ["kim": 31, "lee": 12, "park": 57, "choi": 40]
if let low = scores.min(by: { $0.value < $1.value }) { print("lowest", low.key, low.value) }
print(scores.max(by: { $0.value < $1.value })!)
print(scores.max { a, b in a.key < b.key }!.key)
print(scores.sorted(by: { $0.key < $1.key }))
print(scores.sorted { $0.value > $1.value }.map { "\($0.key)=\($0.value)" })
let ranked = scores.sorted { lhs, rhs in lhs.value < rhs.value }.enumerated().map { "\($0.offset + 1). \($0.element.key)" }
print(ranked.joined(separator: ", "))
let empty: [String: Double] = [:]
print(empty.min { $0.value < $1.value } as Any, empty.sorted { $0.key < $1.key }.isEmpty)
