import CoordLabLanguage
@testable import CoordLabSession
import Testing

/// Actors' isolation, as swiftc checks it in Swift 5 mode: an actor's variable state and
/// methods through `self` in its own code, from elsewhere only with `await`, never from
/// synchronous code, never written from outside; and what coordlab refuses of actors.
@Suite struct ActorIsolationTests {
    @Test(arguments: [
        ("actor A { func go() {} }\nfunc f(a: A) { a.go() }", "t.swift:2:18",
         "call to actor-isolated instance method 'go()' in a synchronous nonisolated context"),
        ("actor A { func go(to n: Int) {} }\nfunc f(a: A) async { a.go(to: 1) }", "t.swift:2:24",
         "actor-isolated instance method 'go(to:)' cannot be called from outside of the actor"),
        ("actor A { var n = 0 }\nfunc f(a: A) async -> Int { a.n }", "t.swift:2:31",
         "actor-isolated property 'n' cannot be accessed from outside of the actor"),
        ("actor A { var n = 0 }\nfunc f(a: A) { print(a.n) }", "t.swift:2:24",
         "actor-isolated property 'n' can not be referenced from a nonisolated context"),
        ("actor A { var n = 0 }\nfunc f(a: A) async { a.n = 1 }", "t.swift:2:24",
         "actor-isolated property 'n' can not be mutated from a nonisolated context"),
        ("actor A { var n = 0\n    func copy(_ o: A) { n = o.n } }", "t.swift:2:31",
         "actor-isolated property 'n' can not be referenced on a nonisolated actor instance"),
        ("actor A { var n = 0\n    nonisolated func peek() -> Int { n } }", "t.swift:2:38",
         "actor-isolated property 'n' can not be referenced from a nonisolated context"),
        ("class B {}\nactor A: B {}", "t.swift:2:7", "actor types do not support inheritance"),
        ("actor A {}\nclass C: A {}", "t.swift:2:7", "actor types do not support inheritance"),
    ])
    func refusedInSwiftcsWords(_ source: String, _ place: String, _ message: String) throws {
        try expectRefused(source, at: place, saying: message)
    }

    /// An actor's own code uses its state and methods through `self` without `await` (its
    /// initializer and `deinit` too); `let`s, `nonisolated` and `static` members are used
    /// from anywhere; the actor is freed as a class is.
    @Test func ownCodeAndUnisolatedMembersNeedNoAwait() throws {
        let source = """
        actor A {
            let name: String
            var n = 0
            init(name: String) { self.name = name; n = 1; bump() }
            func bump() { n += 1; self.n += 1 }
            nonisolated func label() -> String { "A " + name }
            static func make() -> A { A(name: "made") }
            deinit { print("deinit", name, n) }
        }
        func plain(_ a: A) -> String { a.label() + " " + a.name }
        print(plain(A.make()))
        """
        #expect(try output(of: source) == "deinit made 3\nA made made\n")
    }

    /// What coordlab cannot run truthfully is refused before anything runs.
    @Test(arguments: [
        ("protocol P {}\nprint(1)\nactor A: P {}", "t.swift:3:10", "an actor conforming to a protocol"),
        ("actor A { func go() {} }\nprint(1)\nawait A().go()", "t.swift:1:1", "actors in a program whose top-level code awaits"),
    ])
    func refusedBeforeRunning(_ source: String, _ place: String, _ what: String) throws {
        try expectUnsupported(source, at: place, saying: what)
    }
}
