// sized integers sort, compare, find their max and key dictionaries and sets
let scores: [UInt16] = [300, 12, 65535, 0, 12]
print(scores.sorted(), scores.max() ?? 0, scores.min() ?? 0)
print(scores.sorted(by: >), scores.contains(12), Set(scores).count)
var tally: [Int8: Int] = [:]
for n: Int8 in [-1, 2, -1, 3, 2, -1] { tally[n, default: 0] += 1 }
for key in tally.keys.sorted() { print(key, tally[key]!) }
let ids: Set<UInt64> = [1, 2, 3]
print(ids.contains(2), ids.contains(4))
print(UInt32(7) < 9, Int64(-1) > -2, UInt8(4) == 4, UInt8(4) != 5)
let total = scores.reduce(0) { $0 + Int($1) }
print(total)
let big = scores.filter { $0 > 100 }.map { $0 / 3 }
print(big, type(of: big))
