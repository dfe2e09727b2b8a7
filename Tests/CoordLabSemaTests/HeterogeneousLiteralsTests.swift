@testable import CoordLabSema
import Testing

/// An array literal of plain values sharing no type, given to a variable without a type, is
/// refused in swiftc's words; with a context (`Any`, an annotation) it is not judged.
@Suite struct HeterogeneousLiteralsTests {
    static let message = "heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional"

    @Test func mixedPlainValuesAreRefused() {
        #expect(TypeCheckerTests.firstError("let xs = [UInt8(1), 2.5]") == "1:10: " + Self.message)
        #expect(TypeCheckerTests.firstError("let k = [true, 1]") == "1:9: " + Self.message)
    }

    @Test func literalsThatJoinOrHaveAContextAreNotJudged() {
        #expect(TypeCheckerTests.firstError("let a = [1, 2.5]\nlet b = [Float(1), 2.5]\nlet c: [Any] = [1, \"a\"]\nprint(a, b, c, [1, \"a\"])") == nil)
    }
}
