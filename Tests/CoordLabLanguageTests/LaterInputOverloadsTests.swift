import CoordLabSyntax
import Testing
@testable import CoordLabSession

/// A top-level function declared in a later input: one of the same parameter types replaces
/// the earlier one; one of other parameter types, which Swift keeps beside it as an
/// overload, is refused instead of replacing it (a call of the earlier one would run it).
@Suite struct LaterInputOverloadsTests {
    @Test func aLaterDeclarationOfTheSameTypesReplacesTheEarlierOne() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) }, loadsPrelude: false)
        try w.run(swift: "func e(_ x: Int) { print(\"first\", x) }", fileName: "1.swift")
        try w.run(swift: "func e(_ x: Int) { print(\"second\", x) }", fileName: "2.swift")
        try w.run(swift: "e(1)", fileName: "3.swift")
        #expect(printed.joined() == "second 1\n")
    }

    @Test func aLaterOverloadOfOtherTypesIsRefusedAndChangesNothing() throws {
        var printed: [String] = []
        let w = try Workspace(output: { printed.append($0) }, loadsPrelude: false)
        try w.run(swift: "func e(_ x: Int) { print(\"int\", x) }", fileName: "1.swift")
        let refusal = #expect(throws: (any Error).self) {
            try w.run(swift: "func e(_ x: String) { print(\"string\", x) }", fileName: "2.swift")
        }
        #expect((refusal as? CompileError)?.message.contains("declaring 'e(_:)' taking (String) in a later input beside the one taking (Int)") == true)
        try w.run(swift: "e(1)", fileName: "3.swift")
        #expect(printed.joined() == "int 1\n")
    }
}
