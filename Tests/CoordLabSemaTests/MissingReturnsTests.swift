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

/// Every path is followed: a path that runs off the end is missing its return, one that
/// cannot be told (a literal condition, a function that never returns) is not judged.
@Suite struct MissingReturnPathsTests {
    @Test func anIfWithoutElseIsMissing() {
        #expect(TypeCheckerTests.firstError("func f(_ n: Int) -> Int {\n  if n > 0 { return 1 } else if n < 0 { return -1 }\n}")
            == "3:1: missing return in global function expected to return 'Int'")
    }

    @Test func aSwitchCaseBreakingOutIsMissing() {
        let source = "func f(_ n: Int, _ b: Bool) -> Int {\n  switch n {\n  case 0:\n    if b { break }\n    return 0\n  default: return 1\n  }\n}"
        #expect(TypeCheckerTests.firstError(source) == "8:1: missing return in global function expected to return 'Int'")
    }

    @Test func everyPathEndingIsAccepted() {
        #expect(TypeCheckerTests.firstError("func f(_ n: Int) -> Int {\n  if n > 0 { return 1 } else { return 2 }\n}") == nil)
        #expect(TypeCheckerTests.firstError("func f(_ n: Int) -> Int {\n  switch n {\n  case 0: return 0\n  default: fatalError()\n  }\n}") == nil)
        #expect(TypeCheckerTests.firstError("func f() -> Int {\n  repeat { return 1 } while false\n}") == nil)
        #expect(TypeCheckerTests.firstError("func f(_ n: Int) -> Int {\n  do { return n } catch { return 0 }\n}") == nil)
    }

    @Test func aLoopThatMayNotRunIsMissing() {
        #expect(TypeCheckerTests.firstError("func f(_ xs: [Int]) -> Int {\n  for x in xs { return x }\n}")
            == "3:1: missing return in global function expected to return 'Int'")
    }
}
