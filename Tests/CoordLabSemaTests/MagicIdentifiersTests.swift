import CoordLabSyntax
import SwiftSyntax
import Testing

/// What `#function` says at each kind of place, as swiftc spells it.
@Suite struct MagicIdentifiersTests {
    /// `#function` at each `#function` in `source`, in order.
    static func names(in source: String) throws -> [String] {
        let parsed = try ParsedSource(text: source, fileName: "main.swift")
        return parsed.tree.tokens(viewMode: .sourceAccurate)
            .filter { $0.text == "function" && $0.previousToken(viewMode: .sourceAccurate)?.text == "#" }
            .map { MagicIdentifiers.functionName(at: $0) }
    }

    @Test func namesTheEnclosingDeclarationWithItsLabels() throws {
        let source = """
        class A {
            var stored = #function
            lazy var late = #function
            var computed: Int { _ = #function; return 1 }
            init(x: Int, _ y: Int) { _ = #function }
            func go(_ a: Int, to b: Int) { let c = { _ = #function }; c() }
            subscript(i: Int) -> Int { _ = #function; return i }
            subscript(safe i: Int) -> Int { _ = #function; return i }
            deinit { _ = #function }
        }
        _ = #function
        """
        #expect(try Self.names(in: source) == ["A", "late", "computed", "init(x:_:)", "go(_:to:)", "subscript(_:)",
                                               "subscript(safe:)", "deinit", "main"])
    }

    @Test func valuesForModuleMain() {
        #expect(MagicIdentifiers.value(of: "fileID", function: "f()", file: "/tmp/app/main.swift", line: 3, column: 9)
                == .text("main/main.swift"))
        #expect(MagicIdentifiers.value(of: "line", function: "f()", file: "a.swift", line: 3, column: 9) == .number(3))
        #expect(MagicIdentifiers.value(of: "file", function: "f()", file: "a.swift", line: 3, column: 9) == .text("a.swift"))
    }
}
