// Iterating a lazy chain with for-in is refused before the program runs: coordlab runs lazy chains only where they end in first, first(where:) or contains(where:)
// expect-error: coordlab does not support a lazy sequence that does not end in 'first', 'first(where:)' or 'contains(where:)' yet
// expect-line: 9
final class Child {
    let name: String
    init(name: String) { self.name = name }
}
let children = [Child(name: "a"), Child(name: "b")]
for name in children.lazy.map({ $0.name }) {
    print(name)
}
