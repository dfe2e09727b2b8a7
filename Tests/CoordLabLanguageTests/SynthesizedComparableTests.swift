import CoordLabLanguage
import Testing

/// An enum declaring `Comparable` without `<` is ordered as Swift synthesizes it; a type
/// Swift gives no `<` is refused in swiftc's words before it runs.
@Suite struct SynthesizedComparableTests {
    @Test func casesOrderAsDeclaredThenByTheirValues() throws {
        let printed = try output(of: """
        enum Step: Comparable { case intro, page(Int), done }
        print([Step.done, .page(2), .intro, .page(1)].sorted(), Step.page(9) < .done, Step.intro >= .intro)
        """)
        #expect(printed == "[main.Step.intro, main.Step.page(1), main.Step.page(2), main.Step.done] true true\n")
    }

    @Test func aRawValueEnumWithoutLessIsRefused() throws {
        let (e, printed) = try refusal("print(0)\nenum Level: Int, Comparable { case low, high }\nprint(Level.low < .high)")
        #expect(e?.message == "type 'Level' does not conform to protocol 'Comparable'")
        #expect(e?.location.description.hasPrefix("t.swift:2:") == true)
        #expect(printed.isEmpty)
    }

    @Test func aDeclaredLessIsUsedAndNothingIsSynthesized() throws {
        let printed = try output(of: """
        enum Size: Int, Comparable {
            case small = 2, large = 1
            static func < (a: Size, b: Size) -> Bool { a.rawValue < b.rawValue }
        }
        print(Size.small < .large, [Size.small, .large].min()!)
        """)
        #expect(printed.hasPrefix("false ") && printed.hasSuffix("large\n"))
    }
}
