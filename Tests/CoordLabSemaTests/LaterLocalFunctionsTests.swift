@testable import CoordLabSema
import Testing

/// A local function may call the local functions declared right after it (two may call
/// each other); one past another statement is refused as not supported yet.
@Suite struct LaterLocalFunctionsTests {
    @Test func twoLocalFunctionsCallEachOther() {
        let source = """
        func f(_ n: Int) -> Bool {
          func even(_ k: Int) -> Bool { k == 0 ? true : odd(k - 1) }
          func odd(_ k: Int) -> Bool { k == 0 ? false : even(k - 1) }
          return even(n)
        }
        """
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func theLaterOnesTypeIsKnown() {
        let source = "func f() {\n  func a() -> String { b() }\n  func b() -> Int { 1 }\n}"
        #expect(TypeCheckerTests.firstError(source)
            == "2:24: cannot convert return expression of type 'Int' to return type 'String'")
    }

    @Test func oneAfterAnotherStatementIsRefused() {
        let source = "func f() {\n  func a() { b() }\n  let x = 1\n  func b() { print(x) }\n  a()\n}"
        #expect(TypeCheckerTests.firstError(source)?.contains("does not support a local function calling one declared after another statement ('b') yet") == true)
    }
}
