import CoordLabLanguage
@testable import CoordLabSession
import Testing

/// The main actor's isolation, as swiftc checks it in Swift 5 mode: what is isolated (types,
/// their subclasses and conformers, extensions, overrides), which code may call it (isolated
/// code, async code with `await`), and the words of each refusal.
@Suite struct MainActorIsolationTests {
    @Test(arguments: [
        ("@MainActor final class A {}\nlet a = A()", "t.swift:2:9",
         "call to main actor-isolated initializer 'init()' in a synchronous nonisolated context"),
        ("@MainActor func g(_ n: Int) {}\nfunc f() { g(1) }", "t.swift:2:12",
         "call to main actor-isolated global function 'g' in a synchronous nonisolated context"),
        ("@MainActor protocol P {}\nfinal class C: P { func go(to n: Int) {} }\nfunc f(c: C) { c.go(to: 1) }", "t.swift:3:18",
         "call to main actor-isolated instance method 'go(to:)' in a synchronous nonisolated context"),
        ("@MainActor class A {}\nclass B: A { static func make() -> B { B() } }\nfunc f() { _ = B.make() }", "t.swift:3:18",
         "call to main actor-isolated static method 'make()' in a synchronous nonisolated context"),
        ("final class A {}\n@MainActor extension A { func go() {} }\nfunc f() async { A().go() }", "t.swift:3:22",
         "main actor-isolated instance method 'go()' cannot be called from outside of the actor"),
        ("@MainActor final class A { var n = 0 }\nfunc f(a: A) { print(a.n) }", "t.swift:2:24",
         "main actor-isolated property 'n' can not be referenced from a nonisolated context"),
    ])
    func refusedInSwiftcsWords(_ source: String, _ place: String, _ message: String) throws {
        try expectRefused(source, at: place, saying: message)
    }

    /// Isolated code calls freely: the type's own methods, closures around them, `nonisolated`
    /// members from anywhere, and an awaiting top level.
    @Test func isolatedCodeCallsWithoutAwait() throws {
        let source = """
        @MainActor final class A {
            func one() -> Int { 1 }
            func both() -> Int { [1].map { _ in one() }.reduce(0, +) + one() }
            nonisolated func label() -> String { "A" }
        }
        func plain(_ a: A) -> String { a.label() }
        func pause() async {}
        await pause()
        let a = A()
        print(a.both(), plain(a))
        """
        #expect(try output(of: source) == "2 A\n")
    }

    /// A refusal in a declaration's body comes after one in the top-level code, as swiftc
    /// checks the top level first.
    @Test func theTopLevelIsReportedFirst() throws {
        let (e, _) = try refusal("@MainActor func g() {}\nfunc h() { g() }\ng()")
        #expect(e?.location.description == "t.swift:3:1")
    }

    /// A closure that awaits where a synchronous function is expected.
    @Test(arguments: [
        ("() -> Void", "() async -> Void"),
        ("@escaping () throws -> Void", "() async throws -> Void"),
    ])
    func asyncSpellingOfASynchronousType(_ written: String, _ spelled: String) throws {
        let source = "func run(_ f: \(written)) {}\nfunc v() async {}\nfunc g() { run { await v() } }"
        let (e, _) = try refusal(source)
        #expect(e?.message == "cannot pass function of type '\(spelled)' to parameter expecting synchronous function type")
        #expect(e?.location.description == "t.swift:3:16")
    }
}
