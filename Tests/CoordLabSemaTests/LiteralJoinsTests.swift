@testable import CoordLabSema
import CoordLabSyntax
import SwiftParser
import SwiftSyntax
import Testing

/// Integer literals take the floating-point type of what they meet: the other operand of
/// `+`, the other arguments of `max`, a memberwise parameter inferred from its property.
@Suite struct LiteralJoinsTests {
    @Test func anArrayLiteralBesideDoublesIsOfDoubles() throws {
        #expect(try TypeCheckerTests.inferred("a", in: "let xs: [Double] = [1.5]\nlet a = [1] + xs") == .array(.double))
        #expect(try TypeCheckerTests.inferred("b", in: "let b = [1, 2] + [0.5]") == .array(.double))
    }

    @Test func maxOfALiteralAndADoubleIsADouble() throws {
        #expect(try TypeCheckerTests.inferred("m", in: "let m = max(1.5, 2)") == .double)
        #expect(try TypeCheckerTests.inferred("n", in: "let n = max(2, 3)") == .int)
    }

    @Test func theIntegerLiteralFormIsALiteralOrAnArrayOfThem() throws {
        /// Expression `text`, parsed.
        func expr(_ text: String) throws -> ExprSyntax {
            try #require(Parser.parse(source: text).statements.first?.item.as(ExprSyntax.self))
        }
        #expect(BodyChecker.isIntegerLiteralForm(try expr("-3")))
        #expect(BodyChecker.isIntegerLiteralForm(try expr("[1, [2]]")))
        #expect(BodyChecker.isIntegerLiteralForm(try expr("[1, x]")) == false)
        #expect(BodyChecker.isIntegerLiteralForm(try expr("[1, -2]")))
        #expect(BodyChecker.isIntegerLiteralForm(try expr("[]")) == false)
        #expect(BodyChecker.isIntegerLiteralForm(try expr("1.5")) == false)
    }

    @Test func aMemberwiseArgumentTakesItsPropertysInferredType() throws {
        let parsed = try ParsedSource(text: "struct Size { var w = 1.0 }\nlet s = Size(w: 3)", fileName: "main.swift")
        let typed = try TypeChecker().check([parsed])
        let literals = parsed.tree.tokens(viewMode: .sourceAccurate).compactMap { $0.parent?.as(IntegerLiteralExprSyntax.self) }
        let three = try #require(literals.first)
        #expect(typed.isFloatingPoint(three))
    }
}
