@testable import CoordLabSession
import Testing

/// String's built-in methods that take a separator or a target: `split` by a character or a
/// string with its limits, and `replacing(_:with:)`, computed by Swift's own.
@Suite struct StringMethodsTests {
    @Test func splitKeepsEmptyPartsAndStopsAfterMaxSplitsWhenAsked() throws {
        #expect(try output(of: "print(\"a,,b\".split(separator: \",\"), \"a,,b\".split(separator: \",\", omittingEmptySubsequences: false))\n")
                == "[\"a\", \"b\"] [\"a\", \"\", \"b\"]\n")
        #expect(try output(of: "let s = \"::\"\nprint(\"a::b::c\".split(separator: s, maxSplits: 1), \"x\".split(separator: \"\", omittingEmptySubsequences: false))\n")
                == "[\"a\", \"b::c\"] [\"\", \"x\", \"\"]\n")
    }

    @Test func splitWithANegativeLimitTraps() throws {
        let w = try Workspace(output: { _ in }, loadsPrelude: false)
        #expect(throws: (any Error).self) { try w.run(swift: "print(\"a b\".split(separator: \" \", maxSplits: -1))\n", fileName: "t.swift") }
    }

    @Test func replacingReplacesEveryMatchOfCharacters() throws {
        #expect(try output(of: "print(\"aaaa\".replacing(\"aa\", with: \"b\"), \"cafe\\u{301}\".replacing(\"é\", with: \"E\"))\n") == "bb cafE\n")
    }
}
