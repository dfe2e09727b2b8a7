/// The retain graph as a Mermaid flowchart (`graph TD`, renders on GitHub): roots as
/// rectangles, objects as rounded boxes, strong references `-->`, weak and unowned `-.->`
/// with their kind in the label, `leaked` and `abandoned` classes, verdicts as comments.
public struct MermaidRenderer: GraphRenderer {
    /// A Mermaid renderer.
    public init() {}

    /// `graph TD` with roots, nodes and edges in graph order, then the class assignments.
    public func render(_ graph: RetainGraph, verdicts: Verdicts, options: GraphRenderOptions) -> String {
        let context = GraphRenderContext(graph, verdicts, options)
        let picture = GraphPicture(context)
        var lines = ["graph TD"]
        for index in picture.roots {
            lines.append("  r\(index)[\(Self.quoted(GraphPicture.title(of: graph.roots[index])))]")
        }
        for index in picture.nodes {
            var label = Self.escaped(graph.nodes[index].name)
            if let count = context.count(index) { label += "<br/>" + Self.escaped(count) }
            lines.append("  n\(index)(\"\(label)\")")
        }
        for (from, edge, caption) in picture.edges {
            let arrow = edge.kind == .strong ? "-->" : "-.->"
            let label = caption.map { "|\(Self.isPlain($0) ? $0 : Self.quoted($0))|" } ?? ""
            lines.append("  \(from) \(arrow)\(label) n\(edge.to)")
        }
        let classes = [("leaked", "stroke:#d33,stroke-width:2px,color:#d33", context.leaked),
                       ("abandoned", "stroke:#e90,stroke-width:2px,color:#b60", context.abandoned)]
        for (name, style, members) in classes {
            let drawn = picture.nodes.filter(members.contains)
            guard !drawn.isEmpty else { continue }
            lines.append("  classDef \(name) \(style)")
            lines.append("  class \(drawn.map { "n\($0)" }.joined(separator: ",")) \(name)")
        }
        lines += context.notes(for: Set(picture.nodes)).map { "  %% \($0)" }
        return lines.joined(separator: "\n")
    }

    /// Whether `text` can stand unquoted in an edge label: letters, digits, `_`, `.`, spaces.
    static func isPlain(_ text: String) -> Bool {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == " " }
    }

    /// `text` in double quotes, escaped.
    static func quoted(_ text: String) -> String { "\"\(escaped(text))\"" }

    /// `text` safe inside a quoted Mermaid label: quotes, `;`, `<`, `>` and `&` as entity
    /// codes (so no `#…;` entity can be formed by accident, and no HTML), line breaks as `<br/>`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "\"": result += "#quot;"
            case ";": result += "#59;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            case "&": result += "#amp;"
            case "\n": result += "<br/>"
            case "\r": break
            default: result.append(character)
            }
        }
        return result
    }
}
