@testable import CoordLabSema
import Testing

/// A subscript's argument labels are the ones it declares: none unless it spells one.
@Suite struct SubscriptsTests {
    let registry = "final class R {\n  subscript(id: Int) -> String { \"\" }\n  subscript(key key: String) -> Int { 0 }\n}\nlet r = R()\n"

    @Test func labelsMustBeTheDeclaredOnes() {
        #expect(TypeCheckerTests.firstError(registry + "print(r[id: 1])") == "6:8: extraneous argument label 'id:' in subscript")
        #expect(TypeCheckerTests.firstError(registry + "print(r[1], r[key: \"a\"])") == nil)
    }

    @Test func aLabelLeftOutIsMissing() {
        let one = "final class R {\n  subscript(key key: String) -> Int { 0 }\n}\nprint(R()[\"a\"])"
        #expect(TypeCheckerTests.firstError(one) == "4:10: missing argument label 'key:' in subscript")
    }

    /// `subscript(r: Int, c: Int = 0)`, whose second argument may be left out.
    let grid = "struct M {\n  subscript(r: Int, c: Int = 0) -> Int { r * 10 + c }\n}\nlet m = M()\n"

    @Test func argumentsLeavingOutADefaultedParameterAreCheckedToo() {
        #expect(TypeCheckerTests.firstError(grid + "print(m[1], m[2, 3])") == nil)
        #expect(TypeCheckerTests.firstError(grid + "print(m[r: 0])") == "5:8: extraneous argument label 'r:' in subscript")
        #expect(TypeCheckerTests.firstError(grid + "print(m[\"x\"])") == "5:9: cannot convert value of type 'String' to expected argument type 'Int'")
        #expect(TypeCheckerTests.firstError(grid + "let d = 1.5\nprint(m[1, d])") == "6:12: cannot convert value of type 'Double' to expected argument type 'Int'")
    }

    @Test func tooManyOrTooFewArgumentsAreSwiftcsErrors() {
        #expect(TypeCheckerTests.firstError(grid + "print(m[1, 2, 3])") == "5:15: extra argument in subscript")
        #expect(TypeCheckerTests.firstError(grid + "print(m[])") == "5:9: missing argument for parameter #1 in subscript")
    }
}
