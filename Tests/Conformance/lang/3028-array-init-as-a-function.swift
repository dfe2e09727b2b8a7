// Array.init as a function value: slices from split and dropFirst, strings and substrings made arrays by map(Array.init), beside the collection algorithms such code chains (partition, prefix(while:), drop(while:), grouping)
let xs = [5, 3, 8, 1, 9, 2, 7]
print(xs.sorted(by: >), xs.min()!, xs.max()!, xs.reduce(into: [Int]()) { $0.insert($1, at: 0) })
var ys = xs
let p = ys.partition(by: { $0 > 4 })
print(p, ys[..<p].sorted(), ys[p...].sorted())
print(xs.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
print(zip(xs, xs.dropFirst()).map { $1 - $0 })
print(xs.split(whereSeparator: { $0 == 8 }).map(Array.init))
print(Array(xs.prefix(while: { $0 != 1 })), Array(xs.drop(while: { $0 != 1 })))
print(xs.firstIndex(where: { $0 > 7 }) as Any, xs.lastIndex(of: 2) as Any, xs.contains(where: { $0 < 0 }))
print(Dictionary(grouping: xs, by: { $0 % 3 }).sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
let nested = [[1, 2], [3]]
print(nested.map(Array.init))
print(["ab", "c"].map(Array.init))
let s = nested[0].dropFirst()
print([s].map(Array.init), type(of: [s].map(Array.init)))
let ws = "a b".split(separator: " ").map(Array.init)
print(ws)
let d = [1: [2]]
print(d.values.map(Array.init))
