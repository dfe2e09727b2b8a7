extension RetainGraph {
    /// Every node's outgoing edges, node after node in one array (compressed sparse rows).
    ///
    /// A graph of a million objects keeps its edges in two allocations instead of a million
    /// small arrays, which is most of what building and freeing a large graph cost.
    public struct Adjacency: RandomAccessCollection {
        /// All edges, grouped by holder in node order.
        public private(set) var edges: [Edge] = []
        /// Where each node's edges start in `edges`, plus the end of the last node's.
        private var starts: [Int] = [0]

        /// No nodes.
        public init() {}

        /// The edges of each node in turn.
        public init(_ lists: [[Edge]]) {
            for list in lists { appendNode(list) }
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { starts.count - 1 }

        /// The edges out of node `n`, in field order.
        public subscript(n: Int) -> ArraySlice<Edge> { edges[starts[n]..<starts[n + 1]] }

        /// Adds the next node, holding `list`.
        mutating func appendNode<S: Sequence<Edge>>(_ list: S) {
            edges.append(contentsOf: list)
            starts.append(edges.count)
        }

        /// Room for `nodes` nodes without growing.
        mutating func reserveCapacity(nodes: Int) {
            starts.reserveCapacity(nodes + 1)
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
