import Testing
@testable import CoordLabLanguage

/// The labels of a written tuple type, function-typed elements included.
@Suite struct TupleLabelsTests {
    @Test func labelsOfPlainAndFunctionTypedElements() {
        #expect(TupleLabels.of(typeName: "(x: Int, y: Int)") == ["x", "y"])
        #expect(TupleLabels.of(typeName: "(inc: () -> Int, get: () -> Int)") == ["inc", "get"])
        #expect(TupleLabels.of(typeName: "(onClose: (String) -> Void, count: [Int: Int])") == ["onClose", "count"])
        #expect(TupleLabels.of(typeName: "(Int, String)") == nil)
    }

    @Test func closuresInLabeledTuplesAreCalledThroughTheirLabels() throws {
        let printed = try output(of: """
        func counter() -> (inc: () -> Int, get: () -> Int) { var n = 0; return ({ n += 1; return n }, { n }) }
        let c = counter()
        _ = c.inc()
        print(c.inc(), c.get())
        """)
        #expect(printed == "2 2\n")
    }
}
