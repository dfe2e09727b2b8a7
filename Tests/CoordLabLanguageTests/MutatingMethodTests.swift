import Testing
@testable import CoordLabLanguage
@testable import CoordLabSession

/// Calls of `mutating func`s write back through their base, and which names those are
/// belongs to one program, not the process.
@Suite struct MutatingMethodTests {
    @Test func aMutatingMethodWritesBackThroughItsBase() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) }, loadsPrelude: false)
        try w.run(swift: """
        struct Counter { var n = 0; mutating func bump() { n += 1 } }
        final class Box { var counter = Counter() }
        let box = Box()
        box.counter.bump(); box.counter.bump()
        print(box.counter.n)
        """, fileName: "t.swift")
        #expect(printed.joined() == "2\n")
    }

    @Test func aProtocolExtensionAssigningSelfWritesBackForEveryKindOfConformer() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) }, loadsPrelude: false)
        try w.run(swift: """
        protocol Seeded { init(seed: Int); var seed: Int { get } }
        extension Seeded { mutating func next() { self = Self(seed: seed + 1) } }
        struct S: Seeded { var seed: Int }
        enum E: Seeded { case zero, one; init(seed: Int) { self = seed == 0 ? .zero : .one }; var seed: Int { self == .zero ? 0 : 1 } }
        final class C: Seeded { let seed: Int; init(seed: Int) { self.seed = seed } }
        var s = S(seed: 1), e = E.zero, c = C(seed: 5)
        let first = c
        s.next(); e.next(); c.next()
        print(s.seed, e, c.seed, first.seed)
        """, fileName: "t.swift")
        #expect(printed.joined() == "2 one 6 5\n")
    }

    @Test func oneProgramsMutatingMethodsAreNotAnothers() throws {
        let declaring = try Workspace(output: { _ in }, loadsPrelude: false)
        try declaring.run(swift: "struct S { var n = 0; mutating func bumpOnce() { n += 1 } }", fileName: "a.swift")
        let other = try Workspace(output: { _ in }, loadsPrelude: false)
        #expect(declaring.interpreter.mayMutate("bumpOnce"))
        #expect(!other.interpreter.mayMutate("bumpOnce"))
        #expect(other.interpreter.mayMutate("append"))
    }
}
