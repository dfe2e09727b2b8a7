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

    @Test func anElementOfAStandardMethodsClosureIsJudged() {
        #expect(TypeCheckerTests.firstError("let bytes: [UInt8] = [1, 2]\nlet n = 3\nprint(bytes.map { $0 + n })")
            == "3:22: binary operator '+' cannot be applied to operands of type 'UInt8' and 'Int'")
        #expect(TypeCheckerTests.firstError("let xs: [Int16] = [1]\nlet k = 2\nxs.forEach { x in print(x * k) }")
            == "3:27: binary operator '*' cannot be applied to operands of type 'Int16' and 'Int'")
    }

    @Test func metatypesComparedByIdentityAreRefused() {
        #expect(TypeCheckerTests.firstError("class A {}\nfinal class B: A {}\nlet a: A = B()\nprint(type(of: a) === B.self)")
            == "4:23: argument type 'B.Type' expected to be an instance of a class or class-constrained type")
    }

    @Test func whatSwiftAcceptsIsNotJudged() {
        #expect(TypeCheckerTests.firstError("let a: Int? = 1\nlet b: Int! = 2\nprint(a == 1, b + 1, 2 * 1.5)") == nil)
        #expect(TypeCheckerTests.firstError("let xs = [1.5]\nprint(xs.reduce(0) { $0 + $1 })") == nil)
    }
}
