// A set as a sequence: sorted, map (an Array), filter (a Set), reduce, forEach, for-in, min/max, Array(set).
let scores: Set<Int> = [40, 10, 30, 20]
print(scores.sorted(), scores.sorted(by: >))
print(scores.map { $0 / 10 }.sorted(), type(of: scores.map { $0 }))
let high = scores.filter { $0 >= 30 }
print(high.sorted(), type(of: high))
print(scores.reduce(0, +), scores.reduce(0) { $0 + $1 * 2 })
print(scores.min() as Any, scores.max() as Any, scores.min(by: >) as Any)
print(scores.contains(where: { $0 > 35 }), scores.allSatisfy { $0 % 10 == 0 })
print(scores.first(where: { $0 > 35 }) as Any, scores.compactMap { $0 > 20 ? $0 : nil }.sorted())
var total = 0
for s in scores { total += s }
scores.forEach { total += $0 }
print(total)
let list = Array(scores).sorted()
print(list, Array(Set(["x"])))
let words: Set<String> = ["kiwi", "fig", "apple"]
print(words.map { $0.count }.sorted(), words.sorted { $0.count < $1.count })
print(words.contains("fig"), words.contains("pear"), words.count, words.isEmpty)
let lengths = Set(words.map { $0.count > 3 })
print(lengths.count, lengths.contains(true))
let one: Set = [3.5]
print(one, one.description, one.first! * 2)
let doubles: Set<Double> = [1, 2]
print(doubles.sorted())
