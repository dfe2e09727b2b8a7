@testable import CoordLabSema
import Testing

/// A class must give each stored property a value: by an initial value, an Optional `var`'s
/// nil, or an initializer of its own.
@Suite struct ClassInitializersTests {
    @Test func aPropertyWithoutValueNeedsAnInitializer() {
        #expect(TypeCheckerTests.firstError("class C {\n  let v: Int\n}") == "1:7: class 'C' has no initializers")
        #expect(TypeCheckerTests.firstError("class C {\n  let v: Int?\n}") == "1:7: class 'C' has no initializers")
    }

    @Test func valuesOptionalVarsAndInitializersAreEnough() {
        #expect(TypeCheckerTests.firstError("class C {\n  var a: Int?\n  var b = 1\n  lazy var c = b\n}") == nil)
        #expect(TypeCheckerTests.firstError("class C {\n  let v: Int\n  init() { v = 1 }\n}") == nil)
    }
}
