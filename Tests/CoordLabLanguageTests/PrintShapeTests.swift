@testable import CoordLabLanguage
@testable import CoordLabSession
import Testing

/// Optionals inside printed tuples and nested collections print as Swift prints them,
/// because the printer is told where the static type has them (`PrintShape`), not judged
/// by the values.
@Suite struct PrintShapeTests {
    private func printed(_ source: String) throws -> String {
        var out = ""
        let w = try Workspace(output: { out += $0 }, loadsPrelude: false)
        try w.run(swift: source, fileName: "t.swift")
        return out
    }

    @Test func debugPrintShowsAnOptionalAsOne() throws {
        #expect(try printed("let o: Int? = 5\nlet n: Int? = nil\ndebugPrint(o, n, o as Any)\n") == "Optional(5) nil Optional(5)\n")
    }

    @Test func standardMetatypesAreQualifiedThroughout() throws {
        #expect(try printed("class C {}\ndebugPrint([C].self, [String: Int?].self, (Int, C).self)\n")
                == "Swift.Array<main.C> Swift.Dictionary<Swift.String, Swift.Optional<Swift.Int>> (Swift.Int, main.C)\n")
    }

    @Test func tupleElementsThatAreOptionals() throws {
        #expect(try printed("let t: (Int?, String?) = (1, nil)\nprint(t, \"\\(t)\")\n")
                == "(Optional(1), nil) (Optional(1), nil)\n")
        #expect(try printed("let t: (a: Int, b: Int?)? = (a: 1, b: 2)\nprint(t as Any)\n")
                == "Optional((a: 1, b: Optional(2)))\n")
    }

    @Test func nestedCollectionsWithoutANilStillShowTheirOptionals() throws {
        #expect(try printed("let g: [[Int?]] = [[1], [2]]\nprint(g)\n") == "[[Optional(1)], [Optional(2)]]\n")
        #expect(try printed("let d: [String: [Int?]] = [\"a\": [3]]\nprint(d)\n") == "[\"a\": [Optional(3)]]\n")
    }

    @Test func dictionaryEntriesKeepTheirValuesOptional() throws {
        #expect(try printed("let d: [String: Int?] = [\"x\": 1]\nprint(d.sorted { $0.key < $1.key }, d.first { $0.key == \"x\" } as Any)\n")
                == "[(key: \"x\", value: Optional(1))] Optional((key: \"x\", value: Optional(1)))\n")
    }

    @Test func withoutATypeACollectionHoldingNilStillPrintsOptionals() throws {
        let i = Interpreter(output: { _ in })
        let items = ArrayBuffer([.int(1), .none])
        #expect(i.describe(.array(items)) == "[Optional(1), nil]")
        #expect(i.describe(.array(items), shape: .elements(.plain)) == "[1, nil]")
    }
}
