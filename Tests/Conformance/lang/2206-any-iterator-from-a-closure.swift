// makeIterator returning AnyIterator over a closure, declared in an extension adding the conformance
struct Letters {
    let text: String
}
extension Letters: Sequence {
    func makeIterator() -> AnyIterator<Character> {
        var chars = Array(text)
        return AnyIterator { chars.isEmpty ? nil : chars.removeFirst() }
    }
}
for c in Letters(text: "abc") { print(c) }
struct Steps: Sequence {
    let n: Int
    func makeIterator() -> AnyIterator<Int> {
        var k = 0
        return AnyIterator { k += 1; return k <= n ? k : nil }
    }
}
for s in Steps(n: 3) { print(s) }
print(Steps(n: 4).map { $0 * $0 })
