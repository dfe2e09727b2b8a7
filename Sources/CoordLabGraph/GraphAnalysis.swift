/// The algorithms over a `RetainGraph`: reachability, leaks and their cycles, abandoned
/// objects, and retain paths. Each is linear in nodes plus edges (counted in `operations`).
public enum GraphAnalysis {
    /// Which nodes a root reaches through strong references.
    /// With `avoiding`, the walk does not pass through the nodes it names.
    static func reachable(_ g: inout RetainGraph, avoiding: ((Int) -> Bool)? = nil) -> [Bool] {
        var seen = [Bool](repeating: false, count: g.nodes.count)
        var stack = g.roots.flatMap(\.edges).filter { $0.kind == .strong }.map(\.to)
        while let n = stack.popLast() {
            g.operations += 1
            if seen[n] || avoiding?(n) == true { continue }
            seen[n] = true
            for e in g.outgoing[n] where e.kind == .strong && !seen[e.to] { stack.append(e.to) }
        }
        return seen
    }

    /// The coordinators a screen belongs to: the one whose method created it, and any it
    /// refers to, directly or through its own objects (a view model that holds the coordinator).
    public static func coordinators(of screen: Int, in g: RetainGraph) -> [Int] {
        abandonedRule(g, screens: ScreenHistory()).coordinators(of: screen)
    }

    /// The abandoned rule over the whole graph.
    static func abandonedRule(_ g: RetainGraph, screens: ScreenHistory) -> AbandonedRule<Int> {
        AbandonedRule(
            screens: screens,
            candidates: g.nodes.indices.filter { g.nodes[$0].role == .viewController || g.nodes[$0].role == .coordinator },
            name: { g.nodes[$0].name }, role: { g.nodes[$0].role },
            outgoing: { g.outgoing[$0].map { ($0.to, $0.kind) } }, creator: { g.nodes[$0].creator })
    }

    /// Leaked and abandoned objects, given what is on screen now.
    public static func verdicts(_ g: inout RetainGraph, screens: ScreenHistory) -> Verdicts {
        let reach = reachable(&g)
        var v = Verdicts()
        var cycles = LeakCycles(&g, leaked: reach.map { !$0 })
        // Indices, not `for n in g.nodes`, which would copy each of a million nodes.
        for n in g.nodes.indices where !reach[n] && !g.nodes[n].isClosure {
            v.leaked.append(.init(node: n, cycle: cycles.cycle(through: n, &g)))
        }
        let rule = abandonedRule(g, screens: screens)
        var leftScreen = [Bool](repeating: false, count: g.nodes.count)
        for n in rule.leftScreen { leftScreen[n] = true }
        let keptApart = leftScreen.contains(true) ? reachable(&g) { leftScreen[$0] } : reach
        g.operations += rule.candidates.count
        v.abandoned = rule.abandoned(reachable: { reach[$0] }, keptApart: { keptApart[$0] }).map { .init(node: $0.node, cause: $0.cause) }
        return v
    }

    /// Strong retain paths from the roots to `target`, shortest first, at most `limit`.
    public static func retainPaths(to target: Int, in g: inout RetainGraph, limit: Int = 20) -> [[RetainGraph.Edge]] {
        var found: [[RetainGraph.Edge]] = []
        var onPath = [Bool](repeating: false, count: g.nodes.count)
        var path: [RetainGraph.Edge] = []
        var budget = 100_000
        func walk(_ n: Int, _ g: inout RetainGraph) {
            if found.count >= limit * 4 || budget <= 0 { return }
            if n == target { found.append(path); return }
            onPath[n] = true
            for e in g.outgoing[n] where e.kind == .strong && !onPath[e.to] {
                budget -= 1
                g.operations += 1
                path.append(e)
                walk(e.to, &g)
                path.removeLast()
            }
            onPath[n] = false
        }
        for e in g.roots.flatMap(\.edges) where e.kind == .strong {
            path = [e]
            walk(e.to, &g)
        }
        return Array(found.sorted { $0.count < $1.count }.prefix(limit))
    }

    /// `describe`, with each run of nodes inside the path that `hides` (given a node, its
    /// holder on the path, nil for a root, and whether that holder is in the run) shown as
    /// one `…` when `worthHiding` the run's nodes; the path's last node is always shown.
    /// The prelude's own objects inside a path (a notification observer, Combine's
    /// subscriber and sink, the closures they made) read as the user's code this way.
    public static func describe(_ path: [RetainGraph.Edge], in g: RetainGraph,
                                hiding hides: (_ node: Int, _ holder: Int?, _ afterHidden: Bool) -> Bool,
                                worthHiding: ([Int]) -> Bool) -> String {
        guard let first = path.first else { return "" }
        var text = first.from.map { g.nodes[$0].name + " -> " } ?? ""
        // The run of nodes that may be hidden: its nodes, its text, and its text hidden.
        var run: (nodes: [Int], text: String, hidden: String) = ([], "", "")
        for (k, e) in path.enumerated() {
            let separator = k == 0 ? "" : " -> "
            let step = separator + e.label + " -> " + g.nodes[e.to].name
            if k < path.count - 1, hides(e.to, e.from, !run.nodes.isEmpty) {
                if run.nodes.isEmpty { run.hidden = separator + e.label + " -> …" }
                run.nodes.append(e.to)
                run.text += step
                continue
            }
            if !run.nodes.isEmpty {
                text += worthHiding(run.nodes) ? run.hidden : run.text
                run = ([], "", "")
            }
            text += step
        }
        return text
    }

    /// `a -> label -> B#1 -> label -> C#1`, FBRetainCycleDetector style.
    public static func describe(_ path: [RetainGraph.Edge], in g: RetainGraph) -> String {
        guard let first = path.first else { return "" }
        var text = first.from.map { g.nodes[$0].name + " -> " + first.label } ?? first.label
        for (k, e) in path.enumerated() {
            if k > 0 { text += " -> " + e.label }
            text += " -> " + g.nodes[e.to].name
        }
        return text
    }
}
