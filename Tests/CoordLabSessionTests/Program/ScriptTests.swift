import Testing
@testable import CoordLabSession

/// Splitting scripts into Swift and `:command` lines.
@Suite struct ScriptTests {
    @Test func commandsAtTheStartOfATopLevelLineAreSplitOut() {
        let s = Script("let a = 1\n:back\nprint(a)\n")
        #expect(s.parts == [.swift("let a = 1", line: 1), .command(":back", line: 2), .swift("print(a)\n", line: 3)])
    }

    @Test func colonsInsideBracesOrIndentedAreSwift() {
        let s = Script("let x = true\n    ? 1\n    : 2\nfunc f() {\n:not a command\n}\n")
        #expect(s.parts.count == 1)
    }

    @Test func bracesInStringsAndCommentsDoNotCount() {
        let s = Script("print(\"{\") // {\n:stack\n")
        #expect(s.parts.last == .command(":stack", line: 2))
    }
}

/// Finding commands by name and prefix, and suggesting near misses.
@Suite struct CommandTableTests {
    @Test func findsByNameOrUniquePrefix() throws {
        #expect(try CommandTable.scripting.find("back").name == "back")
        #expect(try CommandTable.scripting.find("sw").name == "swipe")
    }

    @Test func suggestsTheClosestName() {
        #expect(throws: CommandError("unknown command ':bakc' (did you mean :back?); type :help for the list")) {
            try CommandTable.scripting.find("bakc")
        }
    }
}
