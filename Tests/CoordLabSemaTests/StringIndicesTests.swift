import CoordLabSema
import Testing

/// String's index API: indices are `String.Index`, never `Int`; a substring's index API and
/// printing an index are refused.
@Suite struct StringIndicesTests {
    static let index = SemaType.named("String.Index")

    @Test func typesIndicesAndWhatTheyRead() throws {
        let source = """
        let s = "abc"
        let i = s.index(after: s.startIndex)
        let j = s.index(i, offsetBy: 1, limitedBy: s.endIndex)
        let c = s[i]
        let cut = s[i...]
        let found = s.firstIndex(of: "b")
        let d = s.distance(from: s.startIndex, to: i)
        """
        #expect(try TypeCheckerTests.inferred("i", in: source) == Self.index)
        #expect(try TypeCheckerTests.inferred("j", in: source) == .optional(Self.index))
        #expect(try TypeCheckerTests.inferred("c", in: source) == .character)
        #expect(try TypeCheckerTests.inferred("cut", in: source) == .named("Substring"))
        #expect(try TypeCheckerTests.inferred("found", in: source) == .optional(Self.index))
        #expect(try TypeCheckerTests.inferred("d", in: source) == .int)
    }

    @Test func refusesIntsWhereIndicesBelong() {
        #expect(TypeCheckerTests.firstError("let s = \"abc\"\nprint(s[1])")?.contains("cannot subscript String with an Int") == true)
        #expect(TypeCheckerTests.firstError("let s = \"abc\"\nprint(s[0..<2])")?.contains("with an integer range") == true)
        #expect(TypeCheckerTests.firstError("let s = \"abc\"\nlet i = s.index(after: 0)")?
            .contains("cannot convert value of type 'Int' to expected argument type 'String.Index'") == true)
    }

    @Test func refusesWhatItDoesNotModel() {
        #expect(TypeCheckerTests.firstError("let s = \"abc\"\nprint(s.startIndex)")?.contains("printing a 'String.Index'") == true)
        #expect(TypeCheckerTests.firstError("let s = \"abc\".dropFirst()\nlet i = s.startIndex")?.contains("'Substring.startIndex'") == true)
        #expect(TypeCheckerTests.firstError("let s = \"abc\"\nlet k = s.firstIndex(of: \"b\")!\nlet i = s.index(k, offsetBy: 1)") == nil)
    }
}
