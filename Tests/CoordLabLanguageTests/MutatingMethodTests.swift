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

    @Test func oneProgramsMutatingMethodsAreNotAnothers() throws {
        let declaring = try Workspace(output: { _ in }, loadsPrelude: false)
        try declaring.run(swift: "struct S { var n = 0; mutating func bumpOnce() { n += 1 } }", fileName: "a.swift")
        let other = try Workspace(output: { _ in }, loadsPrelude: false)
        #expect(declaring.interpreter.mayMutate("bumpOnce"))
        #expect(!other.interpreter.mayMutate("bumpOnce"))
        #expect(other.interpreter.mayMutate("append"))
    }
}
