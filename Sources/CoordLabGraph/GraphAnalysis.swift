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
        var out: [Int] = []
        if let c = g.nodes[screen].creator, g.nodes[c].role == .coordinator { out.append(c) }
        var seen: Set<Int> = [screen]
        var pending = [(screen, 0)]
        while let (n, depth) = pending.popLast() {
            for e in g.outgoing[n] where !seen.contains(e.to) {
                seen.insert(e.to)
                switch g.nodes[e.to].role {
                case .coordinator: if !out.contains(e.to) { out.append(e.to) }
                case .plain where depth < 3 && e.kind == .strong: pending.append((e.to, depth + 1))
                default: continue
                }
            }
        }
        return out
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
        // What a screen that left the screen keeps (a timer or a block holding a popped
        // screen, which holds its flow's coordinators) is an abandoned flow, not one in use:
        // the rules below count a coordinator as in use through its holders or the
        // container it holds only when a root reaches it without passing such a screen.
        let leftScreen = g.nodes.indices.map { n in
            g.nodes[n].role == .viewController && screens.everShown.contains(g.nodes[n].name)
                && !screens.onScreen.contains(g.nodes[n].name)
        }
        let keptApart = leftScreen.contains(true) ? reachable(&g) { leftScreen[$0] } : reach
        var coordinatorShown = [Bool](repeating: false, count: g.nodes.count)
        for n in g.nodes.indices where g.nodes[n].role == .viewController && screens.onScreen.contains(g.nodes[n].name) {
            for c in coordinators(of: n, in: g) { coordinatorShown[c] = true }
        }
        // A coordinator whose child coordinators (held strongly) show screens is in use too.
        var holders = [[Int]](repeating: [], count: g.nodes.count)
        var heldByCoordinator = [Bool](repeating: false, count: g.nodes.count)
        for (from, edges) in g.outgoing.enumerated() where g.nodes[from].role == .coordinator {
            for e in edges where e.kind == .strong && g.nodes[e.to].role == .coordinator {
                holders[e.to].append(from)
                heldByCoordinator[e.to] = true
            }
        }
        // A root coordinator (no coordinator holds it) that holds a container on screen, such
        // as the app's navigation controller, is the app's coordinator: in use.
        for n in g.nodes.indices where g.nodes[n].role == .coordinator && !heldByCoordinator[n] && keptApart[n] {
            if g.outgoing[n].contains(where: { $0.kind == .strong && screens.onScreen.contains(g.nodes[$0.to].name) }) {
                coordinatorShown[n] = true
            }
        }
        var pending = g.nodes.indices.filter { coordinatorShown[$0] }
        while let c = pending.popLast() {
            g.operations += 1
            for h in holders[c] where !coordinatorShown[h] && keptApart[h] {
                coordinatorShown[h] = true
                pending.append(h)
            }
        }
        for n in g.nodes.indices where reach[n] {
            g.operations += 1
            switch g.nodes[n].role {
            case .viewController:
                let name = g.nodes[n].name
                if screens.everShown.contains(name) && !screens.onScreen.contains(name) {
                    v.abandoned.append(.init(node: n, cause: .leftScreen))
                }
            case .coordinator where !coordinatorShown[n]:
                guard let shown = screens.screensOf[g.nodes[n].name], !shown.isEmpty else { continue }
                v.abandoned.append(.init(node: n,
                                         cause: .screensGone(shown)))
            default:
                continue
            }
        }
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
