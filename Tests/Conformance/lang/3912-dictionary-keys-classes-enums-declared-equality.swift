// dictionary keys of classes and enums with their own ==: subscripts, grouping, uniquing and merging find equal keys as Swift does
enum Tok: Hashable { case word(String), num(Int)
  static func == (a: Tok, b: Tok) -> Bool {
    switch (a, b) { case (.word(let x), .word(let y)): return x.lowercased() == y.lowercased(); case (.num(let x), .num(let y)): return x == y; default: return false } }
  func hash(into h: inout Hasher) { switch self { case .word(let w): h.combine(w.lowercased()); case .num(let n): h.combine(n) } } }
var d: [Tok: Int] = [:]
d[.word("A")] = 1; d[.word("a"), default: 0] += 1
print(d.count, d[.word("a")]!)
final class Node: Hashable { let id: Int; init(_ i: Int) { id = i }
  static func == (a: Node, b: Node) -> Bool { a.id == b.id }
  func hash(into h: inout Hasher) { h.combine(id) } }
var m: [Node: String] = [:]
m[Node(1)] = "x"; m[Node(1)] = "y"
print(m.count, m[Node(1)]!)
let keys = [Node(2), Node(2), Node(5)]
print(Set(keys).count, Dictionary(grouping: keys, by: { $0 }).count)
print(d.count, d.values.first!)
var e = [Node(3): 1]
e.merge([Node(3): 5]) { $0 + $1 }
print(e.count, e.values.first!)
