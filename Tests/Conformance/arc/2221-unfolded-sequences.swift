// sequence(first:next:) and sequence(state:next:): elements made as the loop asks, endless ones stopped by prefix and first(where:)
for x in sequence(first: 1, next: { $0 < 20 ? $0 * 3 : nil }) { print(x) }
let powers = sequence(first: 1) { $0 * 2 }
print(Array(powers.prefix(5)), powers.first { $0 > 100 }!)
let countdown = sequence(state: 3) { (n: inout Int) -> Int? in
    defer { n -= 1 }
    return n > 0 ? n : nil
}
print(countdown.map { "t-\($0)" })
for (i, word) in sequence(state: ["a", "b"], next: { (s: inout [String]) -> String? in s.popLast() }).enumerated() {
    print(i, word)
}
final class Cell {
    let v: Int
    var next: Cell?
    init(_ v: Int, _ next: Cell?) { self.v = v; self.next = next }
    deinit { print("cell \(v) gone") }
}
do {
    let chain = Cell(1, Cell(2, Cell(3, nil)))
    for c in sequence(first: chain, next: { $0.next }) { print("visit", c.v) }
    print(sequence(first: chain) { $0.next }.reduce(0) { $0 + $1.v })
}
print("end")
