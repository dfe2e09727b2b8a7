// Generic structs with Optional arguments passed, mutated and stored in collections
struct Tagged<Tag, Value> {
    var tag: Tag
    var value: Value
    mutating func replace(with v: Value) { value = v }
}
func describeAll(_ items: [Tagged<String, Int?>]) -> String {
    items.map { "\($0.tag)=\($0.value.map(String.init) ?? "-")" }.joined(separator: ",")
}
var items: [Tagged<String, Int?>] = [Tagged(tag: "a", value: 1), Tagged(tag: "b", value: nil)]
items[1].replace(with: 5)
items.append(Tagged(tag: "c", value: nil))
print(describeAll(items))
print(items)
print(items.compactMap { $0.value })
var byTag: [String: Tagged<String, Int?>] = [:]
for t in items { byTag[t.tag] = t }
print(byTag["c"]!.value == nil, byTag["a"]!)
let t = (items[0], 3)
print(t)
