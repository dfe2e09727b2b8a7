@testable import CoordLabSema
import Testing

/// Members of String that Swift's other modules give (string processing, Foundation) and
/// members a prelude stand-in lacks are refused as unsupported, a misspelt one in swiftc's words.
@Suite struct StringModuleMembersTests {
    private func firstError(_ source: String) -> String? { TypeCheckerTests.firstError(source) }

    @Test func aMemberOfAnotherModuleIsUnsupportedNotMissing() {
        #expect(firstError("print(\"ab\".capitalized)") == "1:12: coordlab does not support 'String.capitalized' yet")
        #expect(firstError("print(\"ab\".firstRange(of: \"b\") as Any)") == "1:12: coordlab does not support 'String.firstRange' yet")
        #expect(firstError("func f(_ s: Substring) {\n    print(s.trimmingCharacters)\n}") == "2:13: coordlab does not support 'Substring.trimmingCharacters' yet")
        #expect(firstError("print(\"ab\".capitalised)") == "1:12: value of type 'String' has no member 'capitalised'")
        #expect(StringModuleMembers.has("replacing", on: "String") && !StringModuleMembers.has("replacing", on: "Int"))
    }

    @Test func aFrameworkMemberTheStandInLacksIsUnsupported() {
        let source = "struct CharacterSet {}\nprint(CharacterSet.decimalDigits)"
        // A program's own type of the name is no stand-in: swiftc's words.
        #expect(firstError(source) == "2:20: type 'CharacterSet' has no member 'decimalDigits'")
        #expect(FrameworkMembers.lacking["CharacterSet"]?.contains("decimalDigits") == true)
    }
}

/// A string's encoding views, read for their count only, and `reduce` with an operator.
@Suite struct TextViewsAndReduceTests {
    private func firstError(_ source: String) -> String? { TypeCheckerTests.firstError(source) }

    @Test func aViewIsReadForItsCountOnly() {
        #expect(firstError("let s = \"ab\"\nprint(s.utf8.count, s.unicodeScalars.isEmpty, s.utf16.count)") == nil)
        #expect(firstError("for b in \"ab\".utf8 { print(b) }") == "1:15: coordlab does not support 'String.utf8' other than its 'count' and 'isEmpty' yet")
        #expect(firstError("print(\"ab\".utf8.first as Any)") == "1:12: coordlab does not support 'String.utf8' other than its 'count' and 'isEmpty' yet")
    }

    @Test func reduceWithAnOperatorTakesTheElementsType() {
        #expect(firstError("let p = [1.5, 2.5]\nlet t: Double = p.reduce(0, +)\nprint((p.reduce(0, +) / 2).rounded())") == nil)
        #expect(firstError("let p = [1, 2]\nlet t: Double = p.reduce(0, +)") == "2:19: cannot convert value of type 'Int' to specified type 'Double'")
    }
}
