import Testing
@testable import CoordLabGraph

/// Node names, made from a base and a number when asked, and finding nodes by name or id.
@Suite struct RetainGraphTests {
    /// A node called `name`.
    func node(_ index: Int, _ name: String) -> RetainGraph.Node {
        .init(index: index, name: name, typeName: "T", strongCount: 1, isClosure: false)
    }

    @Test func aNameReadsBackAsGiven() {
        for name in ["HomeViewController#3", "closure#1", "start (method)#2", "window", "Odd#01", "Odd#", "#5"] {
            #expect(node(0, name).name == name)
        }
    }

    @Test func nodesAreFoundByTheirWholeName() {
        var g = RetainGraph()
        g.nodes = [node(0, "Node#1"), node(1, "Node#12"), node(2, "Node#2"), node(3, "closure#1")]
        #expect(g.node(named: "Node#2")?.index == 2)
        #expect(g.node(named: "Node#12")?.index == 1)
        #expect(g.node(named: "closure#1")?.index == 3)
        #expect(g.node(named: "Node#3") == nil)
        #expect(g.node(named: "Node") == nil)
    }
}
