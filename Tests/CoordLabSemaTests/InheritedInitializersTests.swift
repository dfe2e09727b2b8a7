import CoordLabSema
import Testing

/// A call of an initializer a class inherits is typed by it; one the class does not inherit
/// under Swift's rule (it declares a designated initializer of its own) is refused.
@Suite struct InheritedInitializersTests {
    static let classes = """
    class Base { init() {}; init?(code: Int) {} }
    final class Plain: Base { var title = "" }
    final class Injected: Base { let value: Int; init(value: Int) { self.value = value; super.init() } }
    """

    @Test func aClassWithoutDesignatedInitializersInheritsThem() throws {
        let source = Self.classes + "\nlet plain = Plain()"
        #expect(try TypeCheckerTests.inferred("plain", in: source) == .named("Plain"))
    }

    @Test func aClassWithItsOwnDesignatedInitializerInheritsNone() {
        let source = Self.classes + "\nlet injected = Injected()"
        #expect(TypeCheckerTests.firstError(source) == "4:25: missing argument for parameter 'value' in call")
    }

    @Test func aPropertyBesideMethodsOfItsNameIsTheProperty() throws {
        let source = """
        final class Table { func reload() {} }
        final class Screen {
            let table = Table()
            func table(_ t: Table, rows: Int) -> Int { rows }
            func refresh() { let found = table; found.missing() }
        }
        let screen = Screen()
        """
        #expect(TypeCheckerTests.firstError(source) == "5:47: value of type 'Table' has no member 'missing'")
    }
}
