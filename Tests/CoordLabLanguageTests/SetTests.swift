import Testing
@testable import CoordLabLanguage
@testable import CoordLabSession

/// Sets at run time: their methods, copy-on-write, and the lifetimes of their elements.
@Suite struct SetTests {
    /// What `source` prints, run without the prelude.
    static func output(_ source: String) throws -> String {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) }, loadsPrelude: false)
        try w.run(swift: source, fileName: "t.swift")
        return printed.joined()
    }

    @Test func anEmptySetMadeByItsInitializerTakesInserts() throws {
        // This stopped half-way with "missing argument in call to 'insert'".
        #expect(try Self.output("var s = Set<Int>()\ns.insert(3)\ns.insert(3)\nprint(s, s.count)") == "[3] 1\n")
    }

    @Test func aCopySharesItsElementsUntilOneSideChanges() throws {
        let source = """
        var a: Set<String> = ["x"]
        var b = a
        b.insert("y")
        a.remove("x")
        print(a.count, b.count, b.contains("x"))
        """
        #expect(try Self.output(source) == "0 2 true\n")
    }

    @Test func removingAnElementReleasesIt() throws {
        let source = """
        final class Screen: Hashable {
            static func == (l: Screen, r: Screen) -> Bool { l === r }
            func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
            deinit { print("deinit") }
        }
        let s = Screen()
        var shown: Set<Screen> = [s, Screen()]
        print(shown.count)
        shown.remove(s)
        print("removed")
        shown.removeAll()
        print("end")
        """
        #expect(try Self.output(source) == "2\nremoved\ndeinit\nend\n")
    }

    @Test func printsAsSwiftDoes() throws {
        #expect(try Self.output("let s: Set = [\"a\"]\nprint(s)\ndebugPrint(s)\nprint([s])") == "[\"a\"]\nSet([\"a\"])\n[Set([\"a\"])]\n")
        #expect(try Self.output("var s: Set<Int> = [1]\nprint(type(of: s), s.remove(1) == nil)") == "Set<Int> false\n")
    }

    @Test func anInitializerItLacksIsRefusedBeforeAnythingRuns() throws {
        let (error, printed) = try refusal("print(\"start\")\nvar s = Set<Int>(minimumCapacity: 4)\ns.insert(1)")
        #expect(error?.message == "coordlab does not support 'Set.init(minimumCapacity:)' yet")
        #expect(printed.isEmpty)
    }
}
