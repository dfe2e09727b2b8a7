import Testing

/// Hash values: equal values hash alike through their synthesized hashing, unequal ones
/// (almost always) differently, and unordered collections whatever their order.
@Suite struct HashingTests {
    @Test func equalValuesHashAlike() throws {
        let printed = try output(of: """
        struct P: Hashable { var x: Int; var tags: [String] }
        enum E: Hashable { case a, b(Int) }
        print(P(x: 1, tags: ["t"]).hashValue == P(x: 1, tags: ["t"]).hashValue, E.b(2).hashValue == E.b(2).hashValue)
        print(P(x: 1, tags: []).hashValue == P(x: 2, tags: []).hashValue, E.a.hashValue == E.b(0).hashValue)
        print(Set([1, 2]).hashValue == Set([2, 1]).hashValue, 0.0.hashValue == (-0.0).hashValue)
        """)
        #expect(printed == "true true\nfalse false\ntrue true\n")
    }
}
