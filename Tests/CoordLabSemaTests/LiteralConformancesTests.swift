@testable import CoordLabSema
import Testing

/// Literals where a program's type conforming to a literal protocol is expected: made
/// through its initializer where coordlab does so, refused where it does not.
@Suite struct LiteralConformancesTests {
    static let meters = "struct Meters: ExpressibleByFloatLiteral, Equatable {\n    var v: Double\n    init(floatLiteral v: Double) { self.v = v }\n}\n"

    @Test func literalsInDeclaredPositionsAreAccepted() {
        #expect(TypeCheckerTests.firstError(Self.meters + "let m: Meters = 1.5\nfunc f(_ m: Meters) -> Meters { 2.5 }\nprint(f(3.5).v)\nlet ms: [Meters] = [1.0, 2.0]\nprint(m.v, ms.count)") == nil)
    }

    @Test func contextsFromGenericSubstitutionsAndDefaultsAreAccepted() {
        let program = Self.meters + "var ms: [Meters] = []\nms.append(2.5)\nprint(ms.contains(2.5))\nfunc f(_ m: Meters = 0.5) {}\nlet o: Meters? = 1.5\nprint(1.5 == ms[0], o == nil)"
        #expect(TypeCheckerTests.firstError(program) == nil)
    }

    @Test func anInitializerTakingAnotherTypeIsRefused() {
        let code = "struct Code: ExpressibleByIntegerLiteral {\n    init(integerLiteral v: UInt8) {}\n}\nlet c: Code = 1"
        #expect(TypeCheckerTests.firstError(code)
            == "4:15: coordlab does not support making a 'Code' from a literal with an 'init(integerLiteral:)' taking another type than 'Int' yet")
    }

    @Test func aGenericParameterOfALiteralProtocolBoundToAProgramTypeIsRefused() {
        let code = Self.meters + "func zero<T: ExpressibleByFloatLiteral>() -> T { 0.0 }\nlet m: Meters = zero()"
        #expect(TypeCheckerTests.firstError(code)?.contains("a generic parameter that must conform to 'ExpressibleByFloatLiteral' bound to 'Meters'") == true)
    }

    @Test func aDefaultArgumentOfAnotherTypeIsSwiftcsError() {
        #expect(TypeCheckerTests.firstError("func f(x: Int = \"a\") {}")
            == "1:17: default argument value of type 'String' cannot be converted to type 'Int'")
    }
}
