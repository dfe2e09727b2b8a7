import CoordLabSema
import Testing

/// A subclass must have each required initializer of its superclass, declared or inherited,
/// and must mark an override of one `required`; refused in swiftc's words, at swiftc's place.
@Suite struct RequiredInitializersTests {
    static let base = """
    class Base {
        required init(name: String) {}
        required convenience init(copy: Base) { self.init(name: "") }
        init(id: Int) {}
    }

    """

    @Test(arguments: [
        "class Sub: Base {}",
        "class Sub: Base {\n    required init(name: String) { super.init(name: name) }\n    override init(id: Int) { super.init(id: id) }\n}",
        "class Sub: Base {}\nclass SubSub: Sub {}",
    ])
    func subclassesThatHaveEveryRequiredInitializerAreAccepted(_ subclass: String) {
        #expect(TypeCheckerTests.firstError(Self.base + subclass) == nil)
    }

    @Test(arguments: [
        // Its own designated initializer: nothing is inherited.
        ("class Sub: Base {\n    init() { super.init(id: 0) }\n}", "8:1: 'required' initializer 'init(name:)' must be provided by subclass of 'Base'"),
        // Not every designated initializer of Base: the convenience one is not inherited.
        ("class Sub: Base {\n    required init(name: String) { super.init(name: name) }\n}",
         "8:1: 'required' initializer 'init(copy:)' must be provided by subclass of 'Base'"),
        ("class Sub: Base {\n    required init(name: String) { super.init(name: name) }\n    convenience init() { self.init(name: \"\") }\n}",
         "9:1: 'required' initializer 'init(copy:)' must be provided by subclass of 'Base'"),
        ("class Sub: Base {\n    override init(name: String) { super.init(name: name) }\n}",
         "7:14: use the 'required' modifier to override a required initializer"),
    ])
    func subclassesMissingOneAreRefused(_ subclass: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(Self.base + subclass) == error)
    }
}
