import Testing

/// `.init(…)` takes its type from the context: a collection's is an empty one, a type of the
/// program's is constructed, a generic parameter's is refused (its type is erased).
@Suite struct ContextualInitializersTests {
    @Test func collectionsFromContextAreEmpty() throws {
        let printed = try output(of: """
        final class Box { var items: [Int]; var names: [String: Int]; var tags: Set<String>
            init() { items = .init(); names = .init(); tags = .init() } }
        func count(_ list: [Int]) -> Int { list.count }
        let box = Box()
        box.items.append(1)
        print(box.items, box.names.count, box.tags.isEmpty, count(.init()))
        """)
        #expect(printed == "[1] 0 true 0\n")
    }

    @Test func anArgumentTakesItsParametersType() throws {
        let printed = try output(of: """
        struct Priority { let rawValue: Double; init(rawValue: Double) { self.rawValue = rawValue } }
        func show(_ p: Priority) { print(p.rawValue) }
        show(.init(rawValue: 251))
        """)
        #expect(printed == "251.0\n")
    }

    @Test func aGenericFunctionsParameterIsTheTypeTheCallBound() throws {
        let printed = try output(of: """
        protocol Blank { init() }
        struct Counter: Blank { var n = 0; init() { n = 3 } }
        func fresh<T: Blank>() -> T { .init() }
        func kept<T: Blank>(_ t: T.Type) -> T { let v: T = .init(); return v }
        let c: Counter = fresh()
        print(c.n, kept(Counter.self).n)
        """)
        #expect(printed == "3 3\n")
    }

    @Test func aProtocolContextIsRefusedBeforeRunning() throws {
        try expectUnsupported("""
        protocol Blank { init() }
        func make() -> Blank { .init() }
        """, at: "t.swift:2:24", saying: "'.init()' of the type 'Blank' from its context")
    }

    @Test func aGenericParametersTypeIsRefused() throws {
        try expectUnsupported("""
        class Screen { required init() {} }
        final class Holder<S: Screen> { let screen: S; init(screen: S = .init()) { self.screen = screen } }
        """, at: "t.swift:2:65", saying: "'.init()' of the type 'S' from its context")
    }
}
