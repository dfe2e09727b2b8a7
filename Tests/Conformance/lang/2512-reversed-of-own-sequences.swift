// reversed() of a program's own sequence and of its forward-only collection is an array in Swift: printed, kept and looped over as one
struct Countdown: Sequence, IteratorProtocol {
    var n: Int
    mutating func next() -> Int? {
        guard n > 0 else { return nil }
        print("  next \(n)")
        n -= 1
        return n + 1
    }
}
struct Words: Collection {
    let text: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { text.count }
    func index(after i: Int) -> Int {
        print("  after \(i)")
        return i + 1
    }
    subscript(position: Int) -> String { text[position] }
}
let back = Countdown(n: 3).reversed()
print(back, back.count)
for w in Words(text: ["one", "two", "three"]).reversed() { print(w) }
print(Words(text: ["a", "b"]).reversed().map { $0 + $0 })
print(Words(text: []).reversed().isEmpty)
