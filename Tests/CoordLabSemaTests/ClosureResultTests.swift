import Testing
@testable import CoordLabSema

/// A closure of several statements without a written result returns its first value's type,
/// as swiftc infers it.
@Suite struct ClosureResultTests {
    private func firstError(_ source: String) -> String? { TypeCheckerTests.firstError(source) }

    @Test func anIntegerLiteralAfterADoubleIsADouble() {
        #expect(firstError("let xs = [1.5]\nlet ys: [Double] = xs.map { x in\n    if x > 1 { return x }\n    return 0\n}") == nil)
    }

    @Test func aDoubleAfterAnIntegerLiteralIsSwiftcsError() {
        #expect(firstError("let xs = [1.5]\nlet ys = xs.map { x in\n    if x > 1 { return 0 }\n    return x\n}")
                == "4:12: cannot convert value of type 'Double' to closure result type 'Int'")
    }
}
