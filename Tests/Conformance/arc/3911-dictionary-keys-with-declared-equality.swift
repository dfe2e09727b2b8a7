// dictionary keys whose type declares its own == and hash(into:): an equal key finds, replaces and removes the entry (they were not stored at all)
struct Key: Hashable {
    var id: Int; var label: String
    static func == (a: Key, b: Key) -> Bool { a.id == b.id }
    func hash(into h: inout Hasher) { h.combine(id) }
}
final class Item { let n: String; init(_ n: String) { self.n = n }; deinit { print("deinit", n) } }
var table: [Key: Item] = [:]
table[Key(id: 1, label: "a")] = Item("one")
table[Key(id: 1, label: "b")] = Item("uno")
print(table.count, table[Key(id: 1, label: "z")]!.n)
table.updateValue(Item("eins"), forKey: Key(id: 1, label: "q"))
print(table.count)
print(table.removeValue(forKey: Key(id: 1, label: "r"))!.n, table.count)
var scores: [Key: Int] = [Key(id: 2, label: "x"): 5]
scores[Key(id: 2, label: "y"), default: 0] += 1
print(scores[Key(id: 2, label: "w"), default: -1], scores.count)
print(Set([Key(id: 3, label: "a"), Key(id: 3, label: "b")]).count)
print("end")
