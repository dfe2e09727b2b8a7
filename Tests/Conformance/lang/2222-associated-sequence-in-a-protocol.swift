// Swift-test-suite style: a protocol with an associated type whose default method loops over a sequence property
protocol Graph {
    associatedtype Nodes: Sequence
    var nodes: Nodes { get }
}
struct Span: Sequence, IteratorProtocol {
    var lo: Int
    let hi: Int
    mutating func next() -> Int? {
        guard lo < hi else { return nil }
        lo += 1
        return lo - 1
    }
}
struct Line: Graph {
    let length: Int
    var nodes: Span { Span(lo: 0, hi: length) }
}
func describe<G: Graph>(_ g: G) -> String where G.Nodes.Element == Int {
    var parts: [String] = []
    for n in g.nodes { parts.append("n\(n)") }
    return parts.joined(separator: "-")
}
print(describe(Line(length: 4)))
let line = Line(length: 5)
print(line.nodes.filter { $0.isMultiple(of: 2) }, line.nodes.reduce(0, +))
var pairs: [(Int, Int)] = []
for a in Span(lo: 0, hi: 3) {
    for b in Span(lo: a, hi: 3) where a != b { pairs.append((a, b)) }
}
print(pairs.map { "\($0.0)\($0.1)" })
struct Wrapped<Base: Sequence>: Sequence {
    let base: Base
    func makeIterator() -> Base.Iterator { base.makeIterator() }
}
for x in Wrapped(base: Span(lo: 7, hi: 9)) { print("wrapped", x) }
