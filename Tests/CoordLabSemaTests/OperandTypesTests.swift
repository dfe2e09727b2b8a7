@testable import CoordLabSema
import Testing

/// Swift's own operators refuse an Optional operand and two different standard types, in
/// swiftc's words; literals, `==` with an Optional, IUOs and closure parameters typed by
/// their context are not judged.
@Suite struct OperandTypesTests {
    @Test func anOptionalOperandMustBeUnwrapped() {
        #expect(TypeCheckerTests.firstError("let a: Int? = 1\nprint(a + 1)")
            == "2:7: value of optional type 'Int?' must be unwrapped to a value of type 'Int'")
        #expect(TypeCheckerTests.firstError("var d: [String: Int] = [:]\nd[\"a\"] += 1")
            == "2:2: value of optional type 'Int?' must be unwrapped to a value of type 'Int'")
    }

    @Test func twoStandardTypesAreRefusedAtTheOperator() {
        #expect(TypeCheckerTests.firstError("let n = 2\nlet x = 1.5\nprint(n * x)")
            == "3:9: binary operator '*' cannot be applied to operands of type 'Int' and 'Double'")
    }

    @Test func whatSwiftAcceptsIsNotJudged() {
        #expect(TypeCheckerTests.firstError("let a: Int? = 1\nlet b: Int! = 2\nprint(a == 1, b + 1, 2 * 1.5)") == nil)
        #expect(TypeCheckerTests.firstError("let xs = [1.5]\nprint(xs.reduce(0) { $0 + $1 })") == nil)
    }
}
