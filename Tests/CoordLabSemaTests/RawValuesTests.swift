@testable import CoordLabSema
import Testing

/// An enum's synthesized `rawValue` and `init(rawValue:)` are typed by its raw type, inside
/// the enum and out, so their uses are checked before anything runs.
@Suite struct RawValuesTests {
    @Test func aMemberTheRawTypeLacksIsFoundInsideTheEnum() {
        let source = "enum Tab: String {\n  case home\n  var size: Int { rawValue.size }\n}"
        #expect(TypeCheckerTests.firstError(source) == "3:28: value of type 'String' has no member 'size'")
    }

    @Test func theRawValueTakesPartInArithmetic() {
        #expect(TypeCheckerTests.firstError("enum P: Int { case a = 1, b }\nlet n: Int = P.b.rawValue * 2") == nil)
        #expect(TypeCheckerTests.firstError("enum P: Int { case a = 1, b }\nlet s: String = P.b.rawValue")
            == "2:21: cannot convert value of type 'Int' to specified type 'String'")
    }

    @Test func theInitializerTakesTheRawType() {
        #expect(TypeCheckerTests.firstError("enum P: Int { case a }\nlet p = P(rawValue: \"a\")")
            == "2:21: cannot convert value of type 'String' to expected argument type 'Int'")
    }

    @Test func theInitializerIsAFunctionOfTheRawType() {
        let source = "enum P: Int { case a = 1, b }\nlet ps: [P] = [1, 2].compactMap(P.init(rawValue:))"
        #expect(TypeCheckerTests.firstError(source) == nil)
    }
}
