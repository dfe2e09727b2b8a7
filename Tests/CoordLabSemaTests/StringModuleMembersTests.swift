@testable import CoordLabSema
import Testing

/// Members of String that Swift's other modules give (string processing, Foundation) are
/// refused as unsupported, a misspelt one in swiftc's words; Foundation's need its import.
@Suite struct StringModuleMembersTests {
    private func firstError(_ source: String) -> String? { TypeCheckerTests.firstError(source) }

    @Test func aMemberOfAnotherModuleIsUnsupportedNotMissing() {
        #expect(firstError("print(\"ab\".capitalized)") == "1:12: value of type 'String' has no member 'capitalized'")
        #expect(firstError("import Foundation\nprint(\"ab\".capitalized)") == nil)
        #expect(firstError("import Foundation\nprint(\"ab\".localizedCapitalized)") == "2:12: coordlab does not support 'String.localizedCapitalized' yet")
        #expect(firstError("print(\"ab\".firstRange(of: \"b\") as Any)") == "1:12: coordlab does not support 'String.firstRange' yet")
        #expect(firstError("func f(_ s: Substring) {\n    print(s.trimmingCharacters)\n}") == "2:13: value of type 'Substring' has no member 'trimmingCharacters'")
        #expect(firstError("print(\"ab\".capitalised)") == "1:12: value of type 'String' has no member 'capitalised'")
        #expect(StringModuleMembers.has("replacing", on: "String") && !StringModuleMembers.has("replacing", on: "Int"))
    }
}
