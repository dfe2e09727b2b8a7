import CoordLabLanguage
import Testing

/// A program's prefix operator function applies to the operand type it declares; Swift's
/// own operator applies to the standard types.
@Suite struct DeclaredOperatorsTests {
    @Test func negatingAnIntInsideTheProgramsMinusUsesSwiftsOwn() throws {
        let printed = try output(of: """
        struct Vec { var dx, dy: Int }
        prefix func - (v: Vec) -> Vec { Vec(dx: -v.dx, dy: -v.dy) }
        var a, b: Int
        a = 2; b = 5
        let v = -Vec(dx: a, dy: b)
        print(v.dx, v.dy, -a, -(-v).dy)
        """)
        #expect(printed == "-2 -5 -2 -5\n")
    }
}

/// An operator the right operand's type declares (`2 * v`) is found there, beside one of
/// the same name taking the operands the other way round.
@Suite struct RightOperandOperatorsTests {
    @Test func theRightOperandsTypeDeclaresIt() throws {
        let printed = try output(of: """
            struct Vec { var x: Int
                static func * (v: Vec, k: Int) -> Vec { Vec(x: v.x * k) }
                static func * (k: Int, v: Vec) -> Vec { Vec(x: v.x * k + 100) } }
            let v = Vec(x: 2)
            print((v * 3).x, (3 * v).x)
            """)
        #expect(printed == "6 106\n")
    }
}
