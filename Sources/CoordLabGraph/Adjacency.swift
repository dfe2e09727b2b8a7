extension RetainGraph {
    /// Every node's outgoing edges, node after node in one array (compressed sparse rows).
    ///
    /// A graph of a million objects keeps its edges in two allocations instead of a million
    /// small arrays; those allocations were a large part of building and freeing a large graph.
    struct Adjacency: RandomAccessCollection {
        /// All edges, grouped by holder in node order.
        private(set) var edges: [Edge] = []
        /// Where each node's edges start in `edges`, plus the end of the last node's.
        private var starts: [Int] = [0]

        /// No nodes.
        init() {}

        /// The edges of each node in turn.
        init(_ lists: [[Edge]]) {
            for list in lists { appendNode(list) }
        }

        /// The first node, 0.
        var startIndex: Int { 0 }
        /// One past the last node.
        var endIndex: Int { starts.count - 1 }

        /// The edges out of node `n`, in field order.
        subscript(n: Int) -> ArraySlice<Edge> { edges[starts[n]..<starts[n + 1]] }

        /// Adds the next node, holding `list`.
        mutating func appendNode<S: Sequence<Edge>>(_ list: S) {
            edges.append(contentsOf: list)
            endNode()
        }

        /// Adds an edge of the node being added (see `endNode`).
        mutating func append(_ edge: Edge) { edges.append(edge) }

        /// Ends the node being added: the edges appended since the last node's end are its own.
        mutating func endNode() { starts.append(edges.count) }

        /// Takes back the edges appended since the last node's end.
        mutating func removeUnfinished() -> [Edge] {
            let from = starts[starts.count - 1]
            defer { edges.removeSubrange(from...) }
            return Array(edges[from...])
        }

        /// Room for `nodes` nodes holding `edges` edges without growing.
        mutating func reserveCapacity(nodes: Int, edges: Int = 0) {
            starts.reserveCapacity(nodes + 1)
            self.edges.reserveCapacity(edges)
        }

        /// The same nodes, each keeping only the edges `isIncluded` accepts.
        func filter(edges isIncluded: (Edge) -> Bool) -> Adjacency {
            var kept = Adjacency()
            kept.reserveCapacity(nodes: count)
            for n in indices { kept.appendNode(self[n].lazy.filter(isIncluded)) }
            return kept
        }
    }
}
