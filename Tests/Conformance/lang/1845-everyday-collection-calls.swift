// everyday array, set and dictionary calls of coordinator code: sort, insert, swapAt, lastIndex(of:), flatMap, joined, uniquing keys, set algebra, max(by:)
var xs = [5, 3, 8, 1]
xs.sort()
print(xs, xs.firstIndex(of: 8) ?? -1, xs.contains(3), xs.min() ?? 0)
xs.removeFirst()
xs.insert(9, at: 1)
xs.swapAt(0, 2)
print(xs, Array(xs.reversed()))
print(xs.enumerated().map { "\($0.offset):\($0.element)" })
print(xs.indices, xs.count, xs.isEmpty, xs.last!)
print(xs.prefix(2), xs.suffix(1), xs.dropFirst(), type(of: xs.prefix(2)))
let nested = [[1, 2], [3], []]
print(nested.flatMap { $0 }, nested.map(\.count), nested.joined().count)
let words = ["b", "a", "c", "a"]
print(Set(words).sorted(), Dictionary(words.map { ($0, 1) }, uniquingKeysWith: +).sorted { $0.key < $1.key })
print(words.lastIndex(of: "a") ?? -1, words.allSatisfy { !$0.isEmpty }, words.first { $0 > "a" } ?? "")
var set: Set<Int> = [1, 2]
set.insert(3)
print(set.contains(2), set.union([4]).count, set.intersection([2, 3, 9]).sorted(), set.isSubset(of: [1, 2, 3, 4]))
print(Array(repeating: 0, count: 3), (0..<3).map { $0 * $0 }, Array(1...3))
let tuple = (name: "x", age: 3)
let (n, a) = tuple
print(n, a, tuple)
print(xs.max(by: { $0 > $1 }) ?? 0, xs.sorted(by: >).first!)
