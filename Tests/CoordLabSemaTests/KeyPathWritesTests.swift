@testable import CoordLabSema
import Testing

/// Writes through `[keyPath:]`: `=` through a class's property path is checked as any
/// assignment; every other change through a key path is refused before the program runs.
@Suite struct KeyPathWritesTests {
    private static let refusal = "coordlab does not support changing a value through a key path other than `object[keyPath: path] = value` of a class's property yet"

    @Test func assigningThroughAClassPathIsAccepted() {
        let source = "final class C { var n = 0 }\nlet c = C()\nc[keyPath: \\C.n] = 2\nprint(c[keyPath: \\C.n])"
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func aStructPathIsRefused() {
        let source = "struct S { var n = 0 }\nvar s = S()\ns[keyPath: \\S.n] = 2"
        #expect(TypeCheckerTests.firstError(source) == "3:1: " + Self.refusal)
    }

    @Test func aCompoundAssignmentIsRefused() {
        let source = "final class C { var n = 0 }\nlet c = C()\nc[keyPath: \\C.n] += 2"
        #expect(TypeCheckerTests.firstError(source) == "3:1: " + Self.refusal)
    }

    @Test func aChangeBelowThePathIsRefused() {
        let source = "final class C { var xs = [1] }\nlet c = C()\nc[keyPath: \\C.xs].append(2)"
        #expect(TypeCheckerTests.firstError(source) == "3:1: " + Self.refusal)
    }
}
