// Dictionary(grouping:by:) gathers a list's elements by the key a closure gives, trailing closure too; the groups hold their elements until the dictionary lets them go
final class Row {
    let title: String
    let section: Int
    init(_ title: String, _ section: Int) { self.title = title; self.section = section }
    deinit { print("free", title) }
}
func build() -> [Int: [Row]] {
    let rows = [Row("inbox", 0), Row("sent", 1), Row("drafts", 0)]
    let grouped = Dictionary(grouping: rows, by: { $0.section })
    print(grouped[0]!.map(\.title), grouped[1]!.map(\.title), grouped[2]?.count as Any)
    return grouped
}
var sections: [Int: [Row]]? = build()
print("built", sections?.count ?? 0)
sections?[0]?.removeFirst()
print("removed the first of section 0")
sections?[1] = nil
print("dropped section 1")
let words = ["apple", "avocado", "banana"]
let byLetter = Dictionary(grouping: words) { $0.first! }
print(byLetter["a"] ?? [], byLetter.count, byLetter["c"] as Any)
