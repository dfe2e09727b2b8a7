@testable import CoordLabLanguage
import CoordLabSema
@testable import CoordLabSession
import Testing

/// Foundation's C math functions: the checker's names are the ones the runtime runs, and
/// each runs the C library's Double or Float function.
@Suite struct MathFunctionsTests {
    @Test func theCheckerAcceptsExactlyTheFunctionsTheRuntimeRuns() {
        #expect(Set(MathFunctions.unary) == Set(Interpreter.unaryMath.keys))
        #expect(Set(MathFunctions.binary) == Set(Interpreter.binaryMath.keys))
        #expect(Set(MathFunctions.unary).isDisjoint(with: MathFunctions.binary))
    }

    @Test func doublesAndFloatsGetTheirOwnFunction() throws {
        #expect(try output(of: "import Foundation\nlet f: Float = 2\nprint(sqrt(2.0), sqrt(f), pow(2.0, 0.5), atan2(f, f))\n")
                == "1.4142135623730951 1.4142135 1.4142135623730951 0.7853982\n")
    }

    @Test func withoutFoundationTheyAreNotInScope() {
        #expect(throws: (any Error).self) { try output(of: "print(sqrt(2.0))\n") }
    }
}
