/// The algorithms over a `RetainGraph`: reachability, leaks and their cycles, abandoned
/// objects, and retain paths. Each is linear in nodes plus edges (counted in `operations`).
enum GraphAnalysis {
    /// Which nodes a root reaches through strong references.
    static func reachable(_ g: inout RetainGraph) -> [Bool] {
        var seen = [Bool](repeating: false, count: g.nodes.count)
        var stack = g.roots.flatMap(\.edges).filter { $0.kind == .strong }.map(\.to)
        while let n = stack.popLast() {
            g.operations += 1
            if seen[n] { continue }
            seen[n] = true
            for e in g.outgoing[n] where e.kind == .strong && !seen[e.to] { stack.append(e.to) }
        }
        return seen
    }

    /// The coordinators a screen belongs to: the one whose method created it, and any it
    /// refers to, directly or through its own objects (a view model that holds the coordinator).
    static func coordinators(of screen: Int, in g: RetainGraph) -> [Int] {
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
    static func verdicts(_ g: inout RetainGraph, screens: ScreenHistory) -> Verdicts {
        let reach = reachable(&g)
        var v = Verdicts()
        var cycles = LeakCycles(&g, leaked: reach.map { !$0 })
        for n in g.nodes where !reach[n.index] && !n.isClosure {
            v.leaked.append(.init(node: n.index, cycle: cycles.cycle(through: n.index, &g)))
        }
        var coordinatorShown = [Bool](repeating: false, count: g.nodes.count)
        for n in g.nodes where n.role == .viewController && screens.onScreen.contains(n.name) {
            for c in coordinators(of: n.index, in: g) { coordinatorShown[c] = true }
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
        for n in g.nodes where n.role == .coordinator && !heldByCoordinator[n.index] {
            if g.outgoing[n.index].contains(where: { $0.kind == .strong && screens.onScreen.contains(g.nodes[$0.to].name) }) {
                coordinatorShown[n.index] = true
            }
        }
        var pending = g.nodes.indices.filter { coordinatorShown[$0] }
        while let c = pending.popLast() {
            g.operations += 1
            for h in holders[c] where !coordinatorShown[h] {
                coordinatorShown[h] = true
                pending.append(h)
            }
        }
        for n in g.nodes where reach[n.index] {
            g.operations += 1
            switch n.role {
            case .viewController where screens.everShown.contains(n.name) && !screens.onScreen.contains(n.name):
                v.abandoned.append(.init(node: n.index, reason: "it left the screen but is still alive"))
            case .coordinator where !coordinatorShown[n.index]:
                guard let shown = screens.screensOf[n.name], !shown.isEmpty else { continue }
                v.abandoned.append(.init(node: n.index,
                                         reason: "none of its screens is on screen any more (\(shown.joined(separator: ", ")))"))
            default:
                continue
            }
        }
        return v
    }

    /// Strong retain paths from the roots to `target`, shortest first, at most `limit`.
    static func retainPaths(to target: Int, in g: inout RetainGraph, limit: Int = 20) -> [[RetainGraph.Edge]] {
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
    static func describe(_ path: [RetainGraph.Edge], in g: RetainGraph) -> String {
        guard let first = path.first else { return "" }
        var text = first.from.map { g.nodes[$0].name + " -> " + first.label } ?? first.label
        for (k, e) in path.enumerated() {
            if k > 0 { text += " -> " + e.label }
            text += " -> " + g.nodes[e.to].name
        }
        return text
    }
}
