import CoordLabSema
import Testing

/// A program's own `print` or `max` beside Swift's: a call whose arguments fit the
/// program's goes there, one they certainly do not fit to Swift's, and one the checker
/// cannot tell is refused.
@Suite struct StandardFunctionOverloadsTests {
    @Test(arguments: [
        "enum Suit { case a }\nfunc print(_ s: Suit) {}\nprint(Suit.a)\nprint(1)\nlet x: Any = 2\nprint(x)",
        "struct Score { let p: Int }\nfunc max(_ a: Score, _ b: Score) -> Score { a }\nprint(max(1, 2), max(Score(p: 1), Score(p: 2)).p)",
        "func print<T>(_ x: T) {}\nprint(3)",
        "func print(_ level: Int, _ text: @autoclosure () -> String) {}\nprint(0, \"x\")",
    ])
    func accepted(_ source: String) {
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func aCallTheCheckerCannotPlaceIsRefused() {
        let source = "enum Suit { case a }\nfunc print(_ s: Suit) {}\nlet u: Unicode.Scalar = \"a\"\nprint(u)"
        #expect(TypeCheckerTests.firstError(source)?.hasPrefix("4:1: coordlab does not support telling whether this calls the 'print' declared here") == true)
    }
}
