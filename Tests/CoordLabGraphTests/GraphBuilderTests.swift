import Testing
@testable import CoordLabGraph
@testable import CoordLabLanguage
@testable import CoordLabSession

/// What the graph builder finds in a live program: the labels of references inside
/// collections and values, and closure contexts wherever they are held.
@Suite struct GraphBuilderTests {
    /// The graph of `swift` run on its own.
    func graph(_ swift: String) throws -> RetainGraph {
        let w = try Workspace(output: { _ in }, loadsPrelude: false)
        try w.run(swift: swift, fileName: "t.swift")
        return w.analyse().graph
    }

    /// `Holder#1 -> label -> Target#n` for every edge out of node `from`.
    func references(from name: String, in g: RetainGraph) throws -> [String] {
        let from = try #require(g.node(named: name)).index
        return g.outgoing[from].map { "\($0.label) -> \(g.nodes[$0.to].name)" }
    }

    @Test func referencesInsideCollectionsAndValuesAreLabelledWithTheirPath() throws {
        let g = try graph("""
        final class Item {}
        struct State { var items: [Item] = [] }
        final class Holder {
            var list = [Item(), Item()]
            var grid = [[Item()], [Item(), Item()]]
            var routes = ["home": Item()]
            var state = State(items: [Item()])
            var pair = (Item(), 1)
        }
        let holder = Holder()
        """)
        #expect(try references(from: "Holder#1", in: g) == [
            "list[0] -> Item#1", "list[1] -> Item#2",
            "grid[0][0] -> Item#3", "grid[1][0] -> Item#4", "grid[1][1] -> Item#5",
            "routes[\"home\"] -> Item#6", "state.items[0] -> Item#7", "pair.0 -> Item#8",
        ])
        let edge = try #require(g.outgoing[0].first)
        #expect(edge == RetainGraph.Edge(from: 0, to: edge.to, label: "list[0]", kind: .strong))
    }

    @Test func aSetsElementsAreDrawnAsAnArraysAre() throws {
        let g = try graph("""
        final class Child: Hashable {
            static func == (l: Child, r: Child) -> Bool { l === r }
            func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
        }
        final class Parent { var children: Set<Child> = [Child()]; var groups = [Set([Child()])] }
        let parent = Parent()
        parent.children.insert(Child())
        """)
        #expect(try references(from: "Parent#1", in: g) == [
            "children[0] -> Child#1", "children[1] -> Child#3", "groups[0][0] -> Child#2",
        ])
    }

    /// The prelude's machinery stays behind the curtain: its weak bookkeeping references
    /// and its singletons that hold nothing of the program; API storage keeps its API name.
    @Test func preludeMachineryIsNotDrawn() throws {
        let w = try Workspace(output: { _ in })
        try w.run(swift: """
        final class Home: UIViewController {}
        let navigationController = UINavigationController(rootViewController: Home())
        let window = UIWindow()
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
        let width = UIScreen.main.bounds.width
        """, fileName: "t.swift")
        let g = w.analyse().graph
        let labels = g.allEdges.map(\.label)
        #expect(!labels.contains { $0.hasPrefix("shown") || $0.hasPrefix("__") })
        #expect(labels.contains("parent"), "UIViewController.parent is stored in __parent")
        let shown = TreeRenderer().render(g.withoutUIKitDetails(), verdicts: Verdicts(), options: GraphRenderOptions(unicode: false, colour: false))
        #expect(!shown.contains("UIScreen.main") && !shown.contains("UIApplication.shared") && !shown.contains("width"))
        #expect(shown.hasPrefix("navigationController -> UINavigationController#1 (2)"))
    }

    @Test func aClosureOnlyAGlobalHoldsHasItsCapturesAndTheClosuresTheyHold() throws {
        let g = try graph("""
        final class Model { var name = "m" }
        func observer(of m: Model) -> () -> Void {
            let inner = { print(m.name) }
            return { inner(); print(m.name) }
        }
        let onChange = observer(of: Model())
        """)
        #expect(g.roots.map(\.name) == ["onChange"])
        let outer = try #require(g.roots.first?.edges.first).to
        let inner = try #require(g.outgoing[outer].first { g.nodes[$0.to].isClosure }).to
        #expect(g.outgoing[outer].map { "\($0.label) -> \(g.nodes[$0.to].name)" }.sorted()
                == ["inner -> \(g.nodes[inner].name)", "m -> Model#1"])
        #expect(g.outgoing[inner].map { "\($0.label) -> \(g.nodes[$0.to].name)" } == ["m -> Model#1"])
        #expect(g.outgoing.count == g.nodes.count)
        #expect(verdicts(g).leaked.isEmpty)
    }

    /// The verdicts on `g` with nothing on screen.
    func verdicts(_ g: RetainGraph) -> Verdicts {
        var g = g
        return GraphAnalysis.verdicts(&g, screens: ScreenHistory())
    }
}
