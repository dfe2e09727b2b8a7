import CoordLabLanguage

/// The retain graph as a tree drawn from the roots (or from one node), each reference on
/// its own line, followed by the leaked and the abandoned objects.
///
/// A node is expanded once: later strong references to it say `(seen above)`, and one to a
/// node on the current path says `↺ cycle`. Weak and unowned references are never followed.
public struct TreeRenderer: GraphRenderer {
    /// A tree renderer.
    public init() {}

    /// The tree, then the `leaked` and `abandoned` sections (each left out when empty; with
    /// `focus`, only for the nodes the tree shows).
    public func render(_ graph: RetainGraph, verdicts: Verdicts, options: GraphRenderOptions) -> String {
        var walk = TreeWalk(GraphRenderContext(graph, verdicts, options))
        if let focus = options.focus {
            walk.start(at: focus)
        } else {
            graph.roots.forEach { walk.start(at: $0) }
        }
        return ([walk.lines] + walk.sections())
            .filter { !$0.isEmpty }
            .map { $0.joined(separator: "\n") }
            .joined(separator: "\n\n")
    }
}

/// The characters a tree is drawn with: box drawing and arrows, or ASCII stand-ins.
struct TreeGlyphs: Sendable {
    /// Connector before a child with siblings after it, and before the last child.
    let branch, last: String
    /// Guide under a child with siblings after it, and under the last child.
    let pipe, blank: String
    /// Marks for a reference back into the current path (around the word for a cycle)
    /// and for a cut at `maxDepth`.
    let cycle, more: String
    /// The arrow for each kind of reference.
    let arrows: [ReferenceKind: String]

    /// Box drawing and Unicode arrows.
    static let unicode = TreeGlyphs(branch: "├─ ", last: "└─ ", pipe: "│  ", blank: "   ",
                                    cycle: "↺ {0}", more: "…",
                                    arrows: [.strong: "→", .weak: "⇢", .unowned: "⇥"])
    /// Plain ASCII.
    static let ascii = TreeGlyphs(branch: "|-- ", last: "`-- ", pipe: "|   ", blank: "    ",
                                  cycle: "({0})", more: "...",
                                  arrows: [.strong: "->", .weak: "-.->", .unowned: "-x->"])
}

/// Walks the graph depth first, printing each reference once and collecting the lines.
private struct TreeWalk {
    /// The graph, options and verdicts.
    let context: GraphRenderContext
    /// The glyphs for the options.
    let glyphs: TreeGlyphs
    /// The lines printed so far.
    private(set) var lines: [String] = []
    /// Nodes that appear anywhere in the tree.
    private var printed = Set<Int>()
    /// Nodes whose references have been listed (or that have none to list).
    private var expanded = Set<Int>()
    /// Nodes on the path from the start to the current line.
    private var path = Set<Int>()

    /// A walk with nothing printed yet.
    init(_ context: GraphRenderContext) {
        self.context = context
        glyphs = context.options.unicode ? .unicode : .ascii
    }

    /// Prints `root` and what it holds; a root with one reference labelled with its own name
    /// shares its line with the object it holds.
    mutating func start(at root: RetainGraph.Root) {
        let edges = context.edges(of: root)
        var line = StyledLine()
        if edges.count == 1, edges[0].label == root.name {
            line.add(context.caption(edges[0]) ?? root.name, edges[0].kind == .strong ? .plain : .dim)
            visit(edges[0].to, kind: edges[0].kind, line: line, prefix: "", childPrefix: "", depth: 1)
            return
        }
        line.add(GraphPicture.title(of: root))
        emit(line, prefix: "", childPrefix: "", hasChildren: !edges.isEmpty)
        list(edges, prefix: "", depth: 1)
    }

    /// Prints node `index` on the first line and its subtree below.
    mutating func start(at index: Int) {
        guard context.graph.nodes.indices.contains(index) else {
            lines.append("no node with index \(index)")
            return
        }
        visit(index, kind: nil, line: StyledLine(), prefix: "", childPrefix: "", depth: 0)
    }

    /// Prints each of `edges` as a child line under `prefix`, targets at `depth`; past
    /// `maxChildren` of them, one line counts the rest.
    private mutating func list(_ edges: [RetainGraph.Edge], prefix: String, depth: Int) {
        let shown = Swift.min(edges.count, context.options.maxChildren ?? edges.count)
        for (position, edge) in edges.prefix(shown).enumerated() {
            let isLast = position == edges.count - 1
            var line = StyledLine()
            line.add(context.caption(edge) ?? "", edge.kind == .strong ? .plain : .dim, breakable: true)
            visit(edge.to, kind: edge.kind, line: line,
                  prefix: prefix + (isLast ? glyphs.last : glyphs.branch),
                  childPrefix: prefix + (isLast ? glyphs.blank : glyphs.pipe), depth: depth)
        }
        guard shown < edges.count else { return }
        let rest = edges.count - shown
        var line = StyledLine()
        let words = context.options.words
        line.add(glyphs.more + " " + words.fill(rest == 1 ? words.moreReference : words.moreReferences, String(rest)), .dim)
        emit(line, prefix: prefix + glyphs.last, childPrefix: prefix + glyphs.blank, hasChildren: false)
    }

    /// Finishes `line` with the arrow (unless `kind` is nil, for the focus) and node
    /// `index`, marks it if it is not expanded here, prints it, then its references.
    private mutating func visit(_ index: Int, kind: ReferenceKind?, line: StyledLine,
                                prefix: String, childPrefix: String, depth: Int) {
        var line = line
        if let kind { line.add(glyphs.arrows[kind] ?? "->", kind == .strong ? .plain : .dim) }
        line.add(context.graph.nodes[index].name, nameStyle(index), breakable: true)
        if let count = context.count(index) { line.add(count) }
        printed.insert(index)
        guard kind == nil || kind == .strong else {
            return emit(line, prefix: prefix, childPrefix: childPrefix, hasChildren: false)
        }
        let children = context.edges(from: index)
        var expands = false
        if path.contains(index) {
            line.add(context.options.words.fill(glyphs.cycle, context.options.words.cycle), .dim)
        } else if expanded.contains(index) {
            line.add(context.options.words.seenAbove, .dim)
        } else if !children.isEmpty, let maxDepth = context.options.maxDepth, depth >= maxDepth {
            line.add(glyphs.more, .dim)
        } else {
            expanded.insert(index)
            expands = !children.isEmpty
        }
        emit(line, prefix: prefix, childPrefix: childPrefix, hasChildren: expands)
        guard expands else { return }
        path.insert(index)
        list(children, prefix: childPrefix, depth: depth + 1)
        path.remove(index)
    }

    /// Appends `line` wrapped to the width, continuation lines under `childPrefix` with a
    /// guide down to the children when there are any.
    private mutating func emit(_ line: StyledLine, prefix: String, childPrefix: String, hasChildren: Bool) {
        let continuation = childPrefix + (hasChildren ? glyphs.pipe : glyphs.blank)
        lines += line.wrapped(width: context.options.width, prefix: prefix,
                              continuation: continuation, colour: context.options.colour)
    }

    /// Bold, and red when leaked or yellow when abandoned.
    private func nameStyle(_ index: Int) -> TextStyle {
        context.leaked.contains(index) ? .leaked : context.abandoned.contains(index) ? .abandoned : .name
    }

    /// The `leaked` and `abandoned` sections: a heading, then one line per node, for every
    /// verdict when drawn from the roots and for the printed nodes when focused.
    func sections() -> [[String]] {
        let shows = { (index: Int) in context.options.focus == nil || printed.contains(index) }
        let leaks = context.verdicts.leaked.filter { shows($0.node) }
            .map { entry($0.node, context.explanation(of: $0)) }
        let abandonments = context.verdicts.abandoned.filter { shows($0.node) }
            .map { entry($0.node, $0.reason(context.options.words)) }
        return [(leaks, context.options.words.leakedHeading),
                (abandonments, context.options.words.abandonedHeading)]
            .filter { !$0.0.isEmpty }
            .map { heading($0.1) + $0.0.flatMap { $0 } }
    }

    /// A section's heading, wrapped to the width like its lines.
    private func heading(_ text: String) -> [String] {
        var line = StyledLine()
        line.add(text, breakable: true)
        return line.wrapped(width: context.options.width, prefix: "", continuation: "  ", colour: false)
    }

    /// One section line: `  Name (N): text`, wrapped with a hanging indent.
    private func entry(_ index: Int, _ text: String) -> [String] {
        var line = StyledLine()
        line.add(context.graph.nodes[index].name, nameStyle(index), breakable: true)
        if let count = context.count(index) { line.add(count) }
        line.append(":")
        line.add(text, breakable: true)
        return line.wrapped(width: context.options.width, prefix: "  ", continuation: "    ",
                            colour: context.options.colour)
    }
}
