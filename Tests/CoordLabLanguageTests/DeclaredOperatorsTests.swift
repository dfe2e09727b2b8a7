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
