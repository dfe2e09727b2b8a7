@testable import CoordLabSema
import Testing

/// The members coordlab gives standard values: Character's own, a string's encoding views
/// (read for their count only), Double's rounding, and `reduce` with an operator.
@Suite struct StandardMembersTests {
    private func firstError(_ source: String) -> String? { TypeCheckerTests.firstError(source) }

    @Test func aCharacterHasItsOwnMembersNotAStrings() {
        #expect(firstError("let c: Character = \"a\"\nprint(c.isLetter, c.wholeNumberValue as Any, c.uppercased())") == nil)
        #expect(firstError("let c: Character = \"a\"\nprint(c.hasPrefix(\"a\"))") == "2:9: value of type 'Character' has no member 'hasPrefix'")
        #expect(StandardMembers.table(for: .character)?.members["isNumber"] == .bool)
    }

    @Test func slicingAStringGivesSubstrings() {
        #expect(StandardMembers.type(of: "split", on: .string, closureResult: .unknown, firstArgument: .unknown) == .array(.named("Substring")))
        #expect(firstError("let p = \"a/b\".split(separator: \"/\")\nlet s: String = p[0]")
            == "2:17: cannot convert value of type 'Substring' to specified type 'String'")
        #expect(firstError("let s: Substring = \"lit\"\nlet t: String = String(s.dropFirst())\nprint(s, t)") == nil)
    }

    @Test func stringMethodsInFormsCoordlabLacksAreRefused() {
        #expect(firstError("print(\"ab\".split { $0 == \"a\" }, \"ab\".prefix(while: { $0 == \"a\" }))") == nil)
        #expect(firstError("print(\"a a\".replacing(\"a\", with: \"b\", maxReplacements: 1))")
            == "1:13: coordlab does not support 'String.replacing(_:with:maxReplacements:)' yet")
    }

    @Test func roundingTakesARuleByItsCaseName() {
        #expect(firstError("var x = 2.5\nx.round(.down)\nprint(x.rounded(.toNearestOrEven), x.rounded())") == nil)
        #expect(StandardMembers.valueParameter("rounded", of: .double) == .named("FloatingPointRoundingRule"))
    }

    @Test func aViewIsCountedOrWalkedForItsCodeUnits() {
        #expect(firstError("let s = \"ab\"\nprint(s.utf8.count, s.unicodeScalars.isEmpty, s.utf16.count)") == nil)
        #expect(firstError("for b in \"ab\".utf8 { let x: UInt8 = b; print(x) }\nlet a: [UInt16] = Array(\"ab\".utf16)") == nil)
        #expect(firstError("let m: [UInt8] = \"ab\".utf8.map { $0 + 1 }\nprint(\"ab\".utf8.first as Any)") == nil)
        #expect(firstError("let b: Int = \"ab\".utf8.first!") == "1:14: cannot convert value of type 'UInt8' to specified type 'Int'")
        #expect(firstError("print(\"ab\".utf8)")
                == "1:12: coordlab does not support 'String.utf8' other than its 'count' and 'isEmpty' or as a sequence of code units yet")
        #expect(firstError("print(\"ab\".utf8.dropFirst())")
                == "1:12: coordlab does not support 'String.utf8' other than its 'count' and 'isEmpty' or as a sequence of code units yet")
        #expect(firstError("for u in \"ab\".unicodeScalars { print(u) }")
                == "1:15: coordlab does not support 'String.unicodeScalars' other than its 'count' and 'isEmpty' yet")
    }

    @Test func reduceWithAnOperatorTakesTheElementsType() {
        #expect(firstError("let p = [1.5, 2.5]\nlet t: Double = p.reduce(0, +)\nprint((p.reduce(0, +) / 2).rounded())") == nil)
        #expect(firstError("let p = [1, 2]\nlet t: Double = p.reduce(0, +)") == "2:19: cannot convert value of type 'Int' to specified type 'Double'")
    }

    /// Slices (ArraySlice, not arrays), `reversed()`, `flatMap`, `joined()` of arrays and a dictionary's keys and
    /// values keep the element type, whose Optionals decide how they print.
    @Test func slicesAndViewsKeepTheElementType() throws {
        let optionals = "let xs: [Int?] = [nil, 2]\n"
        #expect(try TypeCheckerTests.inferred("a", in: optionals + "let a = xs.dropFirst()") == .slice(.optional(.int)))
        #expect(try TypeCheckerTests.inferred("a", in: optionals + "let a = xs.dropFirst().prefix(1)") == .slice(.optional(.int)))
        #expect(try TypeCheckerTests.inferred("a", in: optionals + "let a = xs[0...]") == .slice(.optional(.int)))
        #expect(try TypeCheckerTests.inferred("a", in: optionals + "let a = xs[0...].map { $0 }") == .array(.optional(.int)))
        #expect(try TypeCheckerTests.inferred("a", in: "let n: [[Int?]] = []\nlet a = n.flatMap { $0 }") == .array(.optional(.int)))
        #expect(try TypeCheckerTests.inferred("a", in: "let n: [[Int?]] = []\nlet a = Array(n.joined())") == .array(.optional(.int)))
        #expect(try TypeCheckerTests.inferred("a", in: "let d: [String: Int?] = [:]\nlet a = d.values") == .array(.optional(.int)))
        #expect(try TypeCheckerTests.inferred("a", in: "let d: [String: Int?] = [:]\nlet a = d.keys") == .array(.string))
        #expect(try TypeCheckerTests.inferred("a", in: "let a = [Int?]()") == .array(.optional(.int)))
        #expect(firstError("let n = [[1]]\nprint(n.joined(separator: [0]))") == "2:9: coordlab does not support 'joined(separator:)' of an array of arrays yet")
    }

    @Test func zipPairsCharactersAndNumbersOfAnEndlessRange() throws {
        #expect(try TypeCheckerTests.inferred("z", in: "let z = zip(1..., \"ab\")")
                == .array(.tuple([.init(label: nil, type: .int), .init(label: nil, type: .character)])))
        #expect(firstError("let z = zip(1..., 2...)") == "1:19: coordlab does not support 'zip' of two one-sided ranges yet")
    }

    /// `Dictionary(uniqueKeysWithValues:)` of pairs (a literal, a `zip`) has their types.
    @Test func aDictionaryOfUniqueKeysHasThePairsTypes() throws {
        #expect(try TypeCheckerTests.inferred("d", in: "let d = Dictionary(uniqueKeysWithValues: [(\"a\", 1)])") == .dictionary(.string, .int))
        #expect(try TypeCheckerTests.inferred("d", in: "let d = Dictionary(uniqueKeysWithValues: zip([1], [2.5]))") == .dictionary(.int, .double))
        #expect(firstError("let d = Dictionary(minimumCapacity: 2)") == "1:9: coordlab does not support 'Dictionary(minimumCapacity:)' yet")
    }
}
