import CoordLabSema
import Testing

/// An array's `map` or `compactMap` whose result the context types (an annotation, an
/// assignment) gives its closure the element as the result to make: literals, implicit
/// members and generic enum cases there take it.
@Suite struct MapClosureContextTests {
    @Test(arguments: [
        "let c: [Double] = [1, 2].map { _ in 1 }",
        "let d: [Double] = [1, 2].compactMap { $0 > 1 ? 2 : nil }",
        "enum R { case a(Int), b }\nlet r: [R] = [1].map { .a($0) }",
        "struct Row { let t: String }\nlet rows: [Row] = [\"x\"].map { .init(t: $0) }",
        "enum E: Error { case e }\nlet e: [Result<Int, E>] = [1].map { .success($0) }",
        "var total: [Float] = []\ntotal = [1].map { _ in 0.5 }",
    ])
    func accepted(_ source: String) {
        #expect(TypeCheckerTests.firstError(source) == nil)
    }

    @Test func aClosureGivingAnotherTypeIsStillRefused() {
        #expect(TypeCheckerTests.firstError("let c: [Int] = [1].map { _ in \"x\" }") != nil)
    }
}
