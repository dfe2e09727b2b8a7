@testable import CoordLabSema
import Testing

/// Ranges of Ints are typed (`Range<Int>`, `ClosedRange<Int>`), so their members are checked
/// before the program runs; a range of another type stays unknown.
@Suite struct RangeTypesTests {
    @Test func rangeExpressionsAndAnnotationsAreTyped() throws {
        #expect(try TypeCheckerTests.inferred("r", in: "let r = 0..<3") == .generic("Range", [.int]))
        #expect(try TypeCheckerTests.inferred("c", in: "let n = 4\nlet c = 1...n") == .generic("ClosedRange", [.int]))
        #expect(try TypeCheckerTests.inferred("f", in: "let r: Range<Int> = 0..<3\nlet f = r.first") == .optional(.int))
        #expect(try TypeCheckerTests.inferred("d", in: "let d = (0..<5).dropFirst()") == .generic("Range", [.int]))
    }

    @Test func aMemberTheRangeLacksHereIsRefusedBeforeRunning() {
        #expect(TypeCheckerTests.firstError("print((0..<5).split(separator: 2))")?.hasSuffix("coordlab does not support 'Range.split' yet") == true)
        // A closed range's index is not an Int: its index members are left out.
        #expect(TypeCheckerTests.firstError("print((1...3).startIndex)")?.contains("does not support 'ClosedRange.startIndex'") == true)
    }

    @Test func sequenceMembersAndConsumersAccept() {
        #expect(TypeCheckerTests.firstError("""
            func size<C: Collection>(_ c: C) -> Int { c.count }
            var xs = [1]
            xs += 2..<4
            for i in (0..<3).reversed() { print(i) }
            print(size(0..<3), (1...3).map { $0 * 2 }, Array(0..<2), xs[0..<1])
            """) == nil)
    }
}
