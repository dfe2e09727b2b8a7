import CoordLabSema
import Testing

/// `Self(…)` in a class that is not final needs a `required` initializer, as swiftc says.
@Suite struct SelfConstructionTests {
    @Test func aPlainInitializerIsRefused() {
        let source = "class Base {\n    init() {}\n    static func make() -> Self { Self() }\n}"
        #expect(TypeCheckerTests.firstError(source)
            == "3:34: constructing an object of class type 'Self' with a metatype value must use a 'required' initializer")
    }

    @Test func aProtocolExtensionBoundToAClassFollowsTheClass() {
        let source = """
        class Screen { init() {}; required init(code: Int) {} }
        protocol Made { static func make() -> Self }
        extension Made where Self: Screen {
            static func make() -> Self { Self() }
            static func coded() -> Self { Self(code: 1) }
        }
        """
        #expect(TypeCheckerTests.firstError(source)
            == "4:34: constructing an object of class type 'Self' with a metatype value must use a 'required' initializer")
    }

    @Test func aRequiredOrFinalOneIsAccepted() {
        let source = """
        class Base { required init() {}; static func make() -> Self { Self() } }
        final class Leaf { init(name: String) {}; static func make() -> Self { Self(name: "a") } }
        """
        #expect(TypeCheckerTests.firstError(source) == nil)
    }
}
