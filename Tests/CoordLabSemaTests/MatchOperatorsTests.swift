@testable import CoordLabSema
import CoordLabSyntax
import SwiftSyntax
import Testing

/// An expression pattern goes through the program's `~=` only where one takes the
/// pattern's type and the subject's.
@Suite struct MatchOperatorsTests {
    /// The match operators the checker records for `source`'s patterns, by pattern text.
    private func recorded(in source: String) throws -> [String: MatchOperator] {
        let parsed = try ParsedSource(text: source, fileName: "main.swift")
        let tree = parsed.tree
        let typed = try TypeChecker().check([parsed])
        var out: [String: MatchOperator] = [:]
        for token in tree.tokens(viewMode: .sourceAccurate) {
            guard let pattern = token.parent?.ancestorOrSelf(mapping: { $0.as(ExpressionPatternSyntax.self) }) else { continue }
            if let m = typed.matchOperator(of: pattern.expression) { out[pattern.expression.trimmedDescription] = m }
        }
        return out
    }

    @Test func aTopLevelFunctionTakingBothTypesIsRecorded() throws {
        let found = try recorded(in: """
            func ~= (pattern: String, value: Int) -> Bool { pattern == String(value) }
            switch 3 {
            case "3": print("three")
            case 4: print("four")
            default: break
            }
            """)
        #expect(found.count == 1)
        if case .function? = found["\"3\""] {} else { Issue.record("\(found)") }
    }

    @Test func aStaticMethodOfThePatternsTypeIsRecorded() throws {
        let found = try recorded(in: """
            struct Prefix { let text: String
                static func ~= (p: Prefix, v: String) -> Bool { v.hasPrefix(p.text) } }
            switch "abc" {
            case Prefix(text: "a"): print("a")
            default: break
            }
            """)
        #expect(found == ["Prefix(text: \"a\")": .staticMethod(owner: "Prefix")])
    }
}
