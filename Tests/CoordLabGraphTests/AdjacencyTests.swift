import Testing
@testable import CoordLabGraph
@testable import CoordLabLanguage

/// The graph's edge table: each node's edges in order, in one array.
@Suite struct AdjacencyTests {
    /// An edge from `from` to `to` labelled `label`.
    func edge(_ from: Int, _ to: Int, _ label: String, _ kind: ReferenceKind = .strong) -> RetainGraph.Edge {
        .init(from: from, to: to, label: label, kind: kind)
    }

    @Test func eachNodeKeepsItsOwnEdgesInOrderIncludingNodesWithNone() {
        let a = RetainGraph.Adjacency([[edge(0, 1, "a"), edge(0, 2, "b")], [], [edge(2, 0, "c")]])
        #expect(a.count == 3)
        #expect(a[0].map(\.label) == ["a", "b"])
        #expect(a[1].isEmpty)
        #expect(a[2].map(\.label) == ["c"])
        #expect(a.edges.count == 3)
    }

    @Test func edgesAppendedOneByOneBelongToTheNodeTheyEnd() {
        var a = RetainGraph.Adjacency()
        a.append(edge(0, 1, "x"))
        a.endNode()
        a.endNode()
        a.append(.init(from: nil, to: 0, path: "root", element: -1, kind: .strong))
        #expect(a.removeUnfinished().map(\.label) == ["root"])
        a.append(edge(2, 0, "y"))
        a.endNode()
        #expect(a.map { $0.map(\.label) } == [["x"], [], ["y"]])
    }

    @Test func filteringKeepsEveryNodeAndOnlyTheEdgesAccepted() {
        let a = RetainGraph.Adjacency([[edge(0, 1, "a"), edge(0, 2, "b", .weak)], [edge(1, 2, "c", .weak)]])
        let strong = a.filter(edges: { $0.kind == .strong })
        #expect(strong.count == 2)
        #expect(strong[0].map(\.label) == ["a"])
        #expect(strong[1].isEmpty)
    }

    @Test func anArrayElementsLabelIsItsPathAndIndex() {
        let e = RetainGraph.Edge(from: 3, to: 4, path: "childCoordinators", element: 12, kind: .strong)
        #expect(e.label == "childCoordinators[12]")
        #expect(e.from == 3 && e.to == 4)
        #expect(e == edge(3, 4, "childCoordinators[12]"))
        #expect(RetainGraph.Edge(from: nil, to: 0, label: "window", kind: .strong).from == nil)
    }
}
