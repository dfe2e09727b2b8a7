import Testing
@testable import CoordLabLanguage
@testable import CoordLabSession

/// A snapshot puts the program back exactly: what it prints and the objects it makes when
/// the same input runs again, their numbers included, and weak references to objects
/// destroyed between snapshots.
@Suite struct InterpreterSnapshotTests {
    /// A program whose objects hold arrays, dictionaries, sets, closures, boxes and
    /// optionals, and print as they go.
    static let program = """
    final class Node {
        let name: String
        var items: [Int] = []
        var tags: [String: Int] = [:]
        var seen: Set<Int> = []
        var next: Node?
        weak var peer: Node?
        var onChange: (() -> Void)?
        init(_ name: String) { self.name = name }
        deinit { print("deinit", name, items, tags.count, seen.count) }
    }
    var count = 0
    var head: Node? = Node("a")
    head!.next = Node("b")
    head!.next!.peer = head
    head!.onChange = { count += 1 }

    """

    /// An input that changes every kind of storage, makes objects and destroys others.
    static let input = """
    head!.items.append(count)
    head!.tags["k\\(count)"] = count
    head!.seen.insert(count)
    head!.onChange?()
    let fresh = Node("c\\(count)")
    fresh.peer = head!.next
    head!.next = fresh
    print(head!.items, head!.tags.count, count, head!.next!.peer?.name ?? "none")

    """

    /// The printed lines and the live objects by name after running `input` on `w`.
    private func run(_ w: Workspace, _ input: String) throws -> (printed: String, objects: [String]) {
        var printed = ""
        w.interpreter.output = { printed += $0 }
        try w.run(swift: input, fileName: "input.swift")
        return (printed, w.interpreter.heap.liveInstances.map(\.displayName))
    }

    @Test func anInputRunAgainFromASnapshotDoesWhatItDidTheFirstTime() throws {
        let w = try Workspace(output: { _ in }, loadsPrelude: false)
        try w.run(swift: Self.program, fileName: "app.swift")
        let saved = try #require(w.interpreter.snapshot())
        let first = try run(w, Self.input)
        let second = try run(w, Self.input)
        #expect(first.printed != second.printed)
        w.interpreter.restore(saved)
        let again = try run(w, Self.input)
        #expect(again.printed == first.printed)
        #expect(again.objects == first.objects)
        #expect(try run(w, Self.input).printed == second.printed)
    }

    /// A weak reference to an object destroyed after one snapshot and before another reads
    /// nil again once the later one is restored after the earlier.
    @Test func anObjectDestroyedBetweenSnapshotsIsAliveOrGoneAsEachSaysIt() throws {
        let w = try Workspace(output: { _ in }, loadsPrelude: false)
        try w.run(swift: Self.program + "weak var watched = head!.next\n", fileName: "app.swift")
        let alive = try #require(w.interpreter.snapshot())
        try w.run(swift: "head!.next = nil", fileName: "drop.swift")
        let gone = try #require(w.interpreter.snapshot())
        let peerName = "watched?.name ?? \"none\""
        w.interpreter.restore(alive)
        #expect(try w.evaluate(peerName) { w.interpreter.describe($0) } == "b")
        w.interpreter.restore(gone)
        #expect(try w.evaluate(peerName) { w.interpreter.describe($0) } == "none")
        #expect(w.interpreter.heap.liveInstances.map(\.displayName) == ["Node#1"])
        w.interpreter.restore(alive)
        #expect(try run(w, "head!.next = nil").printed == "deinit b [] 0 0\n")
    }
}
