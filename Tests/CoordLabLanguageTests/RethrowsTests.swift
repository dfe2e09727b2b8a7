import Testing

/// A `rethrows` function throws only what its closure parameters throw: a `throw` of its
/// own is swiftc's error unless a `do` of its own handles it or a `catch` rethrows.
@Suite struct RethrowsTests {
    @Test func aThrowOfItsOwnIsRefused() throws {
        try expectRefused("enum E: Error { case a }\nprint(1)\nfunc f(_ b: () throws -> Int) rethrows -> Int {\n    throw E.a\n}",
                          at: "t.swift:4:5", saying: "a function declared 'rethrows' may only throw if its parameter does")
    }

    @Test func aCallOfAnotherThrowingFunctionIsRefused() throws {
        try expectRefused("enum E: Error { case a }\nfunc g() throws -> Int { throw E.a }\nfunc f(_ b: () throws -> Int) rethrows -> Int {\n    return try g()\n}",
                          at: "t.swift:4:16",
                          saying: "call can throw, but the error is not handled; a function declared 'rethrows' may only throw if its parameter does")
    }

    @Test func throwsItHandlesOrRethrowsRun() throws {
        let (e, _) = try refusal("""
        enum E: Error { case a }
        func f(_ b: () throws -> Int) rethrows -> Int { do { return try b() } catch { throw E.a } }
        func g(_ b: () throws -> Int) rethrows -> Int { do { throw E.a } catch { return 0 } }
        print(f { 1 }, g { 2 })
        """)
        #expect(e == nil)
    }
}
