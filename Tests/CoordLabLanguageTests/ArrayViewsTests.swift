import Testing
@testable import CoordLabLanguage
@testable import CoordLabSession

/// Slices and reversed views share their array's storage: they count it once, keep its
/// indices, and are saved and put back by snapshots with it.
@Suite struct ArrayViewsTests {
    /// A program whose slice outlives the array it was cut from.
    static let program = """
    final class Item {
        let n: Int
        init(_ n: Int) { self.n = n }
        deinit { print("deinit", n) }
    }
    func make() -> [Item] { [Item(0), Item(1), Item(2), Item(3)] }
    var tail = make().dropFirst(2)

    """

    private func workspace(printing printed: @escaping (String) -> Void = { _ in }) throws -> Workspace {
        let w = try Workspace(output: printed, loadsPrelude: false)
        try w.run(swift: Self.program, fileName: "app.swift")
        return w
    }

    @Test func aSliceHoldsItsBaseOnceAndNotItsOwnElements() throws {
        let w = try workspace()
        let tail = try w.evaluate("tail") { $0 }
        guard case .array(let view) = tail, let base = view.base else {
            Issue.record("tail is not a view")
            return
        }
        var held: [Value] = []
        tail.forEachHeld { v, _ in held.append(v) }
        #expect(held.count == 1)
        #expect(held.first?.storageIdentity == ObjectIdentifier(base))
        #expect(base.items.count == 4)
        #expect(view.items.count == 2)
        #expect(view.startIndex == 2 && view.endIndex == 4 && view.kind == .slice)
        #expect(w.interpreter.heap.liveInstances.count == 4)
    }

    @Test func indicesArePositionsFromTheSlicesStart() {
        let b = ArrayBuffer([.int(7), .int(8)], startIndex: 3, kind: .slice)
        #expect(b.position(of: 3) == 0)
        #expect(b.position(of: 4) == 1)
        #expect(b.position(of: 2) == nil)
        #expect(b.position(of: 5) == nil)
        #expect(b.indexOutOfBounds == "Index out of bounds")
        #expect(b.rangeOutOfBounds(3, 5) == nil)
        #expect(b.rangeOutOfBounds(2, 4) == "ArraySlice index is out of range (before startIndex)")
        #expect(b.rangeOutOfBounds(4, 6) == "ArraySlice index is out of range")
        let a = ArrayBuffer([.int(1)])
        #expect(a.indexOutOfBounds == "Index out of range")
        #expect(a.rangeOutOfBounds(-1, 1) == "Negative Array index is out of range")
        #expect(a.rangeOutOfBounds(0, 2) == "Array index is out of range")
    }

    @Test func releasingTheLastSliceFreesTheWholeArrayInItsOrder() throws {
        var printed = ""
        let w = try workspace { printed += $0 }
        try w.run(swift: "tail = []", fileName: "drop.swift")
        #expect(printed == "deinit 0\ndeinit 1\ndeinit 2\ndeinit 3\n")
    }

    @Test func aSnapshotPutsBackASliceAndTheArrayItKeeps() throws {
        var printed = ""
        let w = try workspace { printed += $0 }
        let saved = try #require(w.interpreter.snapshot())
        try w.run(swift: "tail = []", fileName: "drop.swift")
        #expect(w.interpreter.heap.liveInstances.isEmpty)
        w.interpreter.restore(saved)
        #expect(w.interpreter.heap.liveInstances.count == 4)
        printed = ""
        try w.run(swift: "print(tail.map(\\.n), tail.startIndex)\ntail = []", fileName: "again.swift")
        #expect(printed == "[2, 3] 2\ndeinit 0\ndeinit 1\ndeinit 2\ndeinit 3\n")
    }
}
