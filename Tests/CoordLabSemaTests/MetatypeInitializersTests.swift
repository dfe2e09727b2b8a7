import Testing

/// An initializer called through a metatype value of a class that is not final must be
/// `required`: swiftc's words, at `Self` or at the `init` after the metatype.
@Suite struct MetatypeInitializersTests {
    @Test(arguments: [
        ("class A {\n    init() {}\n    func c() -> Self { Self() }\n}",
         "3:24: constructing an object of class type 'Self' with a metatype value must use a 'required' initializer"),
        ("class A {\n    var n = 0\n    func c() -> Self { Self.init() }\n}",
         "3:29: constructing an object of class type 'Self' with a metatype value must use a 'required' initializer"),
        ("class A {\n    init() {}\n    static func m() -> Self { self.init() }\n}",
         "3:36: constructing an object of class type 'Self' with a metatype value must use a 'required' initializer"),
        ("class A {\n    init(n: Int) {}\n    func c() -> A { type(of: self).init(n: 1) }\n}",
         "3:36: constructing an object of class type 'A' with a metatype value must use a 'required' initializer"),
        ("class A {\n    required init() {}\n    init(n: Int) {}\n    func c() -> Self { Self(n: 2) }\n}",
         "4:24: constructing an object of class type 'Self' with a metatype value must use a 'required' initializer"),
    ])
    func aPlainInitializerIsRefused(_ source: String, _ error: String) {
        #expect(TypeCheckerTests.firstError(source) == error)
    }

    @Test func requiredInitializersFinalClassesAndStructsAreAccepted() {
        for source in [
            "class A {\n    required init() {}\n    func c() -> Self { Self() }\n}\nclass B: A {}",
            "class A {\n    required init(n: Int) {}\n    convenience init() { self.init(n: 0) }\n    func c() -> A { type(of: self).init(n: 1) }\n}",
            "final class A {\n    init() {}\n    func c() -> Self { Self() }\n}",
            "struct S {\n    var n = 1\n    func c() -> Self { Self() }\n}",
        ] {
            #expect(TypeCheckerTests.firstError(source) == nil, "\(source)")
        }
    }
}
