import Testing

/// A dictionary keyed by a type with its own `==` finds an entry by it, as Swift does.
@Suite struct DeclaredEqualityKeysTests {
    @Test func anEqualKeyFindsTheEntry() throws {
        let printed = try output(of: """
        struct K: Hashable {
            var id: Int; var note: String
            static func == (a: K, b: K) -> Bool { a.id == b.id }
            func hash(into h: inout Hasher) { h.combine(id) }
        }
        var d: [K: Int] = [:]
        d[K(id: 1, note: "a")] = 1
        d[K(id: 1, note: "b"), default: 0] += 10
        print(d.count, d[K(id: 1, note: "c")]!, d.removeValue(forKey: K(id: 1, note: "d"))!, d.isEmpty)
        """)
        #expect(printed == "1 11 11 true\n")
    }
}
