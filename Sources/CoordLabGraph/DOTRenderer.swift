/// The retain graph as Graphviz DOT (`dot -Tsvg`): roots as boxes, objects as ellipses
/// labelled `Type#n` and their strong count, references as labelled edges (weak dashed,
/// unowned dotted), leaked objects red and abandoned ones orange, verdicts as comments.
public struct DOTRenderer: GraphRenderer {
    /// A DOT renderer.
    public init() {}

    /// `digraph retain { … }` with roots, nodes and edges in graph order.
    public func render(_ graph: RetainGraph, verdicts: Verdicts, options: GraphRenderOptions) -> String {
        let context = GraphRenderContext(graph, verdicts, options)
        let picture = GraphPicture(context)
        var lines = ["digraph retain {"]
        for index in picture.roots {
            let title = GraphPicture.title(of: graph.roots[index])
            lines.append("  r\(index) [label=\(Self.quoted(title)), shape=box];")
        }
        for index in picture.nodes {
            var label = graph.nodes[index].name
            if let count = context.count(index) { label += "\n" + count }
            var attributes = ["label=\(Self.quoted(label))"]
            if context.leaked.contains(index) {
                attributes.append("color=red")
            } else if context.abandoned.contains(index) {
                attributes.append("color=orange")
            }
            lines.append("  n\(index) [\(attributes.joined(separator: ", "))];")
        }
        for (from, edge, caption) in picture.edges {
            var attributes = caption.map { ["label=\(Self.quoted($0))"] } ?? []
            switch edge.kind {
            case .strong: break
            case .weak: attributes.append("style=dashed")
            case .unowned: attributes.append("style=dotted")
            }
            let list = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            lines.append("  \(from) -> n\(edge.to)\(list);")
        }
        lines += context.notes(for: Set(picture.nodes)).map { "  // \($0)" }
        return (lines + ["}"]).joined(separator: "\n")
    }

    /// `text` as a DOT double-quoted string: backslashes and quotes escaped, line breaks
    /// as `\n` (centred lines in a label).
    static func quoted(_ text: String) -> String {
        let escaped = text
            .replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\r", with: "")
            .replacingOccurrences(of: "\n", with: "\\n")
        return "\"\(escaped)\""
    }
}
