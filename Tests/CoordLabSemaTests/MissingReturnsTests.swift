@testable import CoordLabSema
import Testing

/// A function promising a value with no `return` at all is refused after everything else,
/// as swiftc's later pass does; one that ends otherwise is not.
@Suite struct MissingReturnsTests {
    @Test func noReturnAtAllIsMissing() {
        #expect(TypeCheckerTests.firstError("func f() -> Int {\n  let x = 1\n  _ = x\n}")
            == "4:1: missing return in global function expected to return 'Int'")
    }

    @Test func aTypeErrorComesFirst() {
        let source = "func f() -> Int {\n  let x = 1\n  _ = x\n}\nlet s: String = 1"
        #expect(TypeCheckerTests.firstError(source) == "5:17: cannot convert value of type 'Int' to specified type 'String'")
    }

    @Test func endingOtherwiseIsNotJudged() {
        #expect(TypeCheckerTests.firstError("func f() -> Int {\n  print(1)\n  fatalError()\n}") == nil)
        #expect(TypeCheckerTests.firstError("func f() -> Int {\n  while true {}\n}") == nil)
    }

    @Test func aVoidCallIsNoValue() {
        #expect(TypeCheckerTests.firstError("func f() -> Int {\n  print(1)\n}")
            == "2:3: cannot convert return expression of type '()' to return type 'Int'")
    }
}
