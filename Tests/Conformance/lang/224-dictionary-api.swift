// LANG: Dictionary API of a cache/counter: default subscript, removeValue(forKey:), mapValues, filter, keys/values of one entry
var counts: [String: Int] = [:]
for w in ["a", "b", "a", "a"] { counts[w, default: 0] += 1 }
print(counts["a"]!, counts["b"]!, counts["z", default: -1])
var groups: [Int: [String]] = [:]
groups[1, default: []].append("one")
groups[1, default: []].append("uno")
print(groups[1]!, groups[2, default: ["none"]])
print(counts.removeValue(forKey: "a") as Any, counts.removeValue(forKey: "q") as Any)
print(counts, counts.count)
print(counts.mapValues { $0 * 10 }, counts.mapValues { "v\($0)" })
print(counts.filter { $0.value > 0 }, counts.filter { $0.value > 5 })
print(counts.filter { key, value in key == "b" }.count)
print(Array(counts.keys), Array(counts.values), counts.keys.sorted())
let prices = ["tea": 3]
print(prices.map { $0.key + "=" + String($0.value) })
counts.forEach { print($0.key, $0.value) }
let empty: [String: Int] = [:]
print(empty.mapValues { $0 + 1 }, empty.filter { _ in true }, empty["x", default: 0])
