/// The invariant the graph views rest on: every strong count is explained by drawn edges.
extension RetainGraph {
    /// An object whose strong count differs from the strong references the graph draws to it.
    public struct UnexplainedCount: Equatable, CustomStringConvertible {
        /// The object (`Type#n`, `closure#n`).
        public let name: String
        /// Its strong count.
        public let strongCount: Int
        /// The strong references drawn to it, from roots and other objects.
        public let drawnStrong: Int

        public var description: String {
            "\(name) has \(strongCount) strong reference\(strongCount == 1 ? "" : "s") but the graph draws \(drawnStrong)"
        }
    }

    /// The objects whose strong count the drawn strong edges do not add up to. Between
    /// inputs no statement is running, so every strong reference lives in a global, a
    /// static, a stored property, an array or dictionary in one, or a closure's capture:
    /// anything listed here is an owner the views do not show, or a count that is wrong.
    public func unexplainedStrongCounts() -> [UnexplainedCount] {
        var drawn = [Int](repeating: 0, count: nodes.count)
        for edge in allEdges where edge.kind == .strong {
            drawn[edge.to] += 1
        }
        return nodes.indices.compactMap { k in
            drawn[k] == nodes[k].strongCount ? nil
                : UnexplainedCount(name: nodes[k].name, strongCount: nodes[k].strongCount, drawnStrong: drawn[k])
        }
    }
}
