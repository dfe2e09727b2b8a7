@testable import CoordLabSema
import Testing

/// A value of a type declaring `callAsFunction` is called like a function, with the
/// method's result type; a value of any other declared type cannot be called.
@Suite struct CallAsFunctionTests {
    private static let adder = "struct Adder { let n: Int\n func callAsFunction(_ x: Int) -> Int { x + n }\n func callAsFunction(label x: Int) -> String { \"\\(x)\" } }\n"

    @Test func theCallHasTheMethodsResultType() throws {
        #expect(try TypeCheckerTests.inferred("r", in: Self.adder + "let a = Adder(n: 1)\nlet r = a(2)") == .int)
        #expect(try TypeCheckerTests.inferred("s", in: Self.adder + "let s = Adder(n: 1)(label: 2)") == .string)
    }

    @Test func aStoredPropertyAndAGenericParameterAreCalledToo() throws {
        #expect(try TypeCheckerTests.inferred("r", in: Self.adder + "struct Box { let f = Adder(n: 2) }\nlet r = Box().f(1)") == .int)
        #expect(TypeCheckerTests.firstError("""
            protocol Fn { func callAsFunction(_ x: Int) -> Int }
            func apply<F: Fn>(_ f: F) -> Int { f(1) }
            """) == nil)
    }

    @Test func callingAValueOfAnotherTypeIsSwiftcsError() {
        #expect(TypeCheckerTests.firstError("struct P { var x = 1 }\nlet p = P()\np(3)")?
            .hasSuffix("cannot call value of non-function type 'P'") == true)
    }

    @Test func argumentsThatFitNoOverloadAreRefused() {
        #expect(TypeCheckerTests.firstError(Self.adder + "let a = Adder(n: 1)\nprint(a(other: 2))")?.hasSuffix("extraneous argument label 'other:' in call") == true)
    }
}
