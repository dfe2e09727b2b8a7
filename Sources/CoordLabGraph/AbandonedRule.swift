import CoordLabLanguage

/// The abandoned rule, over any view of the program's objects: the whole retain graph
/// (`GraphAnalysis.verdicts`, the reference) or the live heap near the screens and
/// coordinators (`LiveVerdicts`). Both ask the same questions in the same order, so they
/// give the same verdicts, in the same words.
struct AbandonedRule<Node: Hashable> {
    /// What has been and is on screen.
    let screens: ScreenHistory
    /// The view controllers and coordinators, in creation order.
    let candidates: [Node]
    /// `Type#n`.
    let name: (Node) -> String
    /// What an object is to the app (closures are plain).
    let role: (Node) -> RetainGraph.Role
    /// An object's references as the graph draws them, in field order.
    let outgoing: (Node) -> [(to: Node, kind: ReferenceKind)]
    /// The live object whose method created this one.
    let creator: (Node) -> Node?

    /// View controllers that have been on screen and are not any more.
    var leftScreen: [Node] {
        candidates.filter { role($0) == .viewController && hasLeftScreen($0) }
    }

    /// Whether a view controller has been on screen and is not now.
    private func hasLeftScreen(_ n: Node) -> Bool {
        let name = name(n)
        return screens.everShown.contains(name) && !screens.onScreen.contains(name)
    }

    /// The coordinators a screen belongs to: the one whose method created it, and any it
    /// refers to, directly or through its own objects (a view model that holds the coordinator).
    func coordinators(of screen: Node) -> [Node] {
        var out: [Node] = []
        if let c = creator(screen), role(c) == .coordinator { out.append(c) }
        var seen: Set<Node> = [screen]
        var pending = [(screen, 0)]
        while let (n, depth) = pending.popLast() {
            for e in outgoing(n) where !seen.contains(e.to) {
                seen.insert(e.to)
                switch role(e.to) {
                case .coordinator: if !out.contains(e.to) { out.append(e.to) }
                case .plain where depth < 3 && e.kind == .strong: pending.append((e.to, depth + 1))
                default: continue
                }
            }
        }
        return out
    }

    /// The abandoned objects in creation order, given which are reachable from a root and
    /// which are so without passing a screen that left (`keptApart`): what such a screen
    /// keeps (a timer or a block holding a popped screen, which holds its flow's
    /// coordinators) is an abandoned flow, not one in use.
    func abandoned(reachable: (Node) -> Bool, keptApart: (Node) -> Bool) -> [(node: Node, cause: Verdicts.Abandonment.Cause)] {
        var shown = Set<Node>()
        for n in candidates where role(n) == .viewController && screens.onScreen.contains(name(n)) {
            for c in coordinators(of: n) { shown.insert(c) }
        }
        // A coordinator whose child coordinators (held strongly) show screens is in use too.
        var holders: [Node: [Node]] = [:]
        for from in candidates where role(from) == .coordinator {
            for e in outgoing(from) where e.kind == .strong && role(e.to) == .coordinator {
                holders[e.to, default: []].append(from)
            }
        }
        // A root coordinator (no coordinator holds it) that holds a container on screen, such
        // as the app's navigation controller, is the app's coordinator: in use.
        for n in candidates where role(n) == .coordinator && holders[n] == nil && keptApart(n) {
            if outgoing(n).contains(where: { $0.kind == .strong && screens.onScreen.contains(name($0.to)) }) {
                shown.insert(n)
            }
        }
        var pending = candidates.filter { shown.contains($0) }
        while let c = pending.popLast() {
            for h in holders[c] ?? [] where !shown.contains(h) && keptApart(h) {
                shown.insert(h)
                pending.append(h)
            }
        }
        var out: [(node: Node, cause: Verdicts.Abandonment.Cause)] = []
        for n in candidates where reachable(n) {
            switch role(n) {
            case .viewController where hasLeftScreen(n):
                out.append((n, .leftScreen))
            case .coordinator where !shown.contains(n):
                if let gone = screens.screensOf[name(n)], !gone.isEmpty { out.append((n, .screensGone(gone))) }
            default:
                continue
            }
        }
        return out
    }
}
