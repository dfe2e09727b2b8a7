import Testing
import CoordLabLanguage

/// `#if` is evaluated for the app coordlab simulates (an iOS app in Xcode's debug build):
/// the conditions swiftc on this machine answers otherwise (`os(iOS)`, `canImport(UIKit)`)
/// are checked here rather than against swiftc.
@Suite struct ConditionalCompilationTests {
    /// The text `source` keeps, with the inactive code blanked out.
    private func active(_ source: String) throws -> String {
        try ParsedSource(text: source, fileName: "t.swift").tree.description
    }

    @Test func anIOSDebugBuildsConditionsHold() throws {
        let kept = try active("""
        #if os(iOS) && canImport(UIKit) && DEBUG && arch(arm64)
        let platform = "ios"
        #elseif os(Linux)
        let platform = "linux"
        #endif
        #if canImport(AppKit) || RELEASE
        let other = 1
        #endif
        """)
        #expect(kept.contains("let platform = \"ios\""))
        #expect(!kept.contains("linux"))
        #expect(!kept.contains("other"))
        #expect(!kept.contains("#if") && !kept.contains("#endif"))
    }

    @Test func theCodeThatStaysKeepsItsLinesAndColumns() throws {
        let source = "#if DEBUG\nlet a = 1\n#else\nlet a = 2\n#endif\n    let b = a"
        let parsed = try ParsedSource(text: source, fileName: "t.swift")
        let b = try #require(parsed.tree.statements.last)
        #expect(parsed.location(of: b).line == 6)
        #expect(parsed.location(of: b).column == 5)
        #expect(parsed.tree.description.split(separator: "\n", omittingEmptySubsequences: false).count == 6)
    }

    @Test func anInactiveClauseMustStillParse() {
        #expect(throws: CompileError.self) {
            try ParsedSource(text: "#if RELEASE\nthis is not Swift\n#endif\n", fileName: "t.swift")
        }
    }
}
