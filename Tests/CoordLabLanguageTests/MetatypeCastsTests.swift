import Testing
@testable import CoordLabLanguage
@testable import CoordLabSession

/// `is` and `as?` on a type value: a class's metatype is each superclass's, a type's is each
/// protocol's it conforms to, every class's is an `AnyClass`.
@Suite struct MetatypeCastsTests {
    static let types = """
    protocol Named {}
    class Base { required init() {} }
    final class Derived: Base, Named {}
    struct Plain: Named {}

    """

    @Test(arguments: [
        ("Derived.self", "Base.Type", true), ("Base.self", "Derived.Type", false),
        ("Derived.self", "Named.Type", true), ("Plain.self", "Named.Type", true), ("Base.self", "Named.Type", false),
        ("Derived.self", "AnyClass", true), ("Plain.self", "AnyClass", false), ("Int.self", "AnyObject.Type", false),
        ("Plain.self", "Plain.Type", true), ("Plain.self", "Base.Type", false), ("Int.self", "Any.Type", true),
    ])
    func aTypeValueIsOfTheMetatypesOfItsSupertypes(_ value: String, _ target: String, _ expected: Bool) throws {
        let source = Self.types + "let t: Any.Type = \(value)\nprint(t is \(target))"
        #expect(try SetTests.output(source) == "\(expected)\n")
    }

    @Test func aClassCastToItsSuperclassMetatypeMakesInstancesOfItself() throws {
        let source = Self.types + "let c: AnyClass = Derived.self\nif let made = c as? Base.Type { print(type(of: made.init())) }"
        #expect(try SetTests.output(source) == "Derived\n")
    }
}
