@testable import CoordLabSema
import Testing

/// A subscript's argument labels are the ones it declares: none unless it spells one.
@Suite struct SubscriptsTests {
    let registry = "final class R {\n  subscript(id: Int) -> String { \"\" }\n  subscript(key key: String) -> Int { 0 }\n}\nlet r = R()\n"

    @Test func labelsMustBeTheDeclaredOnes() {
        #expect(TypeCheckerTests.firstError(registry + "print(r[id: 1])") == "6:8: extraneous argument label 'id:' in subscript")
        #expect(TypeCheckerTests.firstError(registry + "print(r[1], r[key: \"a\"])") == nil)
    }

    @Test func aLabelLeftOutIsMissing() {
        let one = "final class R {\n  subscript(key key: String) -> Int { 0 }\n}\nprint(R()[\"a\"])"
        #expect(TypeCheckerTests.firstError(one) == "4:10: missing argument label 'key:' in subscript")
    }
}
