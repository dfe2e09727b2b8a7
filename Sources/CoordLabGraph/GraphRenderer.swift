/// Turns a retain graph and its verdicts into text: a tree (`TreeRenderer`), Graphviz DOT
/// (`DOTRenderer`) or Mermaid (`MermaidRenderer`).
public protocol GraphRenderer {
    /// The text for `graph` and its `verdicts`, lines joined by `\n`, no trailing newline.
    func render(_ graph: RetainGraph, verdicts: Verdicts, options: GraphRenderOptions) -> String
}

/// What to render (where to start, how deep, which references) and how the output
/// device shows it (Unicode, colour, width). DOT and Mermaid use only the first three.
public struct GraphRenderOptions: Equatable, Sendable {
    /// Render from this node index instead of from the roots.
    public var focus: Int?
    /// Expand nodes at most this many references below a root (or below `focus`).
    public var maxDepth: Int?
    /// List at most this many references of one root or object, then a line counting the
    /// rest (the tree only; nil lists them all).
    public var maxChildren: Int?
    /// Whether weak and unowned references are shown.
    public var showsWeak: Bool
    /// Box drawing and Unicode arrows; false for plain ASCII.
    public var unicode: Bool
    /// ANSI colour and bold; the text without escapes equals the colourless rendering.
    public var colour: Bool
    /// Lines longer than this wrap (the tree's continuation lines stay under its prefix).
    public var width: Int
    /// The words besides names: headings, marks, reasons.
    public var words = GraphWords.english

    /// Options with the given choices; the defaults render the whole graph in Unicode,
    /// without colour, 100 columns wide.
    public init(focus: Int? = nil, maxDepth: Int? = nil, maxChildren: Int? = nil, showsWeak: Bool = true,
                unicode: Bool = true, colour: Bool = false, width: Int = 100) {
        self.focus = focus
        self.maxDepth = maxDepth
        self.maxChildren = maxChildren
        self.showsWeak = showsWeak
        self.unicode = unicode
        self.colour = colour
        self.width = width
    }
}

/// What every renderer reads from one graph: the references to show, the verdict of each
/// node, and the shared wording of captions, counts and verdict notes.
struct GraphRenderContext {
    /// The graph being rendered.
    let graph: RetainGraph
    /// Its verdicts.
    let verdicts: Verdicts
    /// The render options.
    let options: GraphRenderOptions
    /// Indices of leaked nodes.
    let leaked: Set<Int>
    /// Indices of abandoned nodes.
    let abandoned: Set<Int>

    /// The context for one render.
    init(_ graph: RetainGraph, _ verdicts: Verdicts, _ options: GraphRenderOptions) {
        self.graph = graph
        self.verdicts = verdicts
        self.options = options
        leaked = Set(verdicts.leaked.map(\.node))
        abandoned = Set(verdicts.abandoned.map(\.node))
    }

    /// Whether `edge` is shown under the options (weak and unowned may be hidden).
    func shows(_ edge: RetainGraph.Edge) -> Bool { options.showsWeak || edge.kind == .strong }

    /// The shown edges out of node `index`, in field order.
    func edges(from index: Int) -> [RetainGraph.Edge] {
        graph.outgoing.indices.contains(index) ? graph.outgoing[index].filter(shows) : []
    }

    /// The shown edges out of `root`.
    func edges(of root: RetainGraph.Root) -> [RetainGraph.Edge] { root.edges.filter(shows) }

    /// The words on a reference: its label, after `weak `/`unowned ` as in a declaration;
    /// a root's edge labelled with the root's own name says only its kind (nil if strong).
    func caption(_ edge: RetainGraph.Edge, root: RetainGraph.Root? = nil) -> String? {
        let kind = edge.kind == .strong ? nil : edge.kind.rawValue
        let label = edge.label == root?.name ? nil : edge.label
        let words = [kind, label].compactMap { $0 }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// `(N)`, the strong count, for instances; nil for closure contexts.
    func count(_ index: Int) -> String? {
        let node = graph.nodes[index]
        return node.isClosure ? nil : "(\(node.strongCount))"
    }

    /// Why a leak is alive, FBRetainCycleDetector style: `Timer#1 -> onTick -> closure#1
    /// -> self -> Timer#1`, or the leaked holder's edge when it is on no cycle itself.
    func explanation(of leak: Verdicts.Leak) -> String {
        let name = graph.nodes[leak.node].name
        guard leak.cycle.isEmpty else {
            let start = leak.cycle[0].from.map { graph.nodes[$0].name } ?? name
            return ([start] + leak.cycle.flatMap { [$0.label, graph.nodes[$0.to].name] })
                .joined(separator: " -> ")
        }
        let holder = graph.allEdges.first { edge in
            edge.to == leak.node && edge.kind == .strong && edge.from.map { leaked.contains($0) } == true
        }
        guard let holder, let from = holder.from else { return options.words.heldByLeakedObject }
        return options.words.fill(options.words.heldByLeaked, "\(graph.nodes[from].name) -> \(holder.label) -> \(name)")
    }

    /// One line per verdict (`leaked: …`, `abandoned: …`) for the nodes in `included`,
    /// for formats that can only say them in comments.
    func notes(for included: Set<Int>) -> [String] {
        let leaks = verdicts.leaked.filter { included.contains($0.node) }.map {
            "leaked: \(graph.nodes[$0.node].name): \(explanation(of: $0))"
        }
        let abandonments = verdicts.abandoned.filter { included.contains($0.node) }.map {
            "abandoned: \(graph.nodes[$0.node].name): \($0.reason(options.words))"
        }
        return (leaks + abandonments).map { $0.replacingOccurrences(of: "\n", with: " ") }
    }
}

/// The part of the graph a picture (DOT, Mermaid) draws: the roots (unless focused), the
/// nodes reached from them or from the focus plus the leaked ones, and the edges among
/// them, in graph order, with IDs (`r0`, `n3`) that every format accepts.
struct GraphPicture {
    /// Roots drawn, by index in `graph.roots`.
    var roots: [Int] = []
    /// Nodes drawn, in index order.
    var nodes: [Int] = []
    /// Edges drawn, each with the ID of its holder and the caption it shows.
    var edges: [(from: String, edge: RetainGraph.Edge, caption: String?)] = []

    /// The picture for `context`: strong references are followed down to `maxDepth`; weak
    /// and unowned ones draw their target without following it.
    init(_ context: GraphRenderContext) {
        let graph = context.graph, maxDepth = context.options.maxDepth
        var included = Set<Int>(), expanded = Set<Int>(), queue: [(node: Int, depth: Int)] = []
        func reach(_ node: Int, depth: Int, strong: Bool) {
            included.insert(node)
            guard strong, maxDepth.map({ depth < $0 }) ?? true, expanded.insert(node).inserted else { return }
            queue.append((node, depth))
        }
        if let focus = context.options.focus, graph.nodes.indices.contains(focus) {
            reach(focus, depth: 0, strong: true)
        } else if context.options.focus == nil {
            roots = Array(graph.roots.indices)
            for root in graph.roots {
                for edge in context.edges(of: root) { reach(edge.to, depth: 1, strong: edge.kind == .strong) }
            }
            for leak in context.verdicts.leaked { reach(leak.node, depth: 1, strong: true) }
        }
        var next = 0
        while next < queue.count {
            let (node, depth) = queue[next]
            next += 1
            for edge in context.edges(from: node) { reach(edge.to, depth: depth + 1, strong: edge.kind == .strong) }
        }
        nodes = included.sorted()
        for index in roots {
            let root = graph.roots[index]
            edges += context.edges(of: root).map { ("r\(index)", $0, context.caption($0, root: root)) }
        }
        for node in nodes {
            edges += context.edges(from: node).filter { included.contains($0.to) }
                .map { ("n\(node)", $0, context.caption($0)) }
        }
    }

    /// A root's name, or `name: nil` when it holds nothing.
    static func title(of root: RetainGraph.Root) -> String {
        root.edges.isEmpty ? "\(root.name): nil" : root.name
    }
}
