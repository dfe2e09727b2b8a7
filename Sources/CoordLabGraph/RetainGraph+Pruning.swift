/// Leaving UIKit's helper objects out of the picture.
extension RetainGraph {
    /// The graph without UIKit helper objects (views, buttons, bar items, actions…) and
    /// closures that lead, through strong references, to none of the program's own objects.
    /// A helper that does (a button whose action captures a view controller strongly)
    /// stays, so every path that keeps app objects alive is still drawn. Linear: one
    /// backward walk over strong references.
    public func withoutUIKitDetails() -> RetainGraph {
        var g = self
        var keeps = nodes.map { $0.role != .uikitDetail && !$0.isClosure }
        var holders = [[Int]](repeating: [], count: nodes.count)
        for (from, edges) in outgoing.enumerated() {
            for e in edges where e.kind == .strong { holders[e.to].append(from) }
        }
        var pending = nodes.indices.filter { keeps[$0] }
        while let n = pending.popLast() {
            g.operations += 1
            for h in holders[n] where !keeps[h] {
                keeps[h] = true
                pending.append(h)
            }
        }
        g.outgoing = outgoing.filter(edges: { keeps[$0.to] })
        // A root that held only helpers goes too (`UIScreen.main`); one that holds nothing
        // (a global set to nil) stays, as the program's own name.
        g.roots = roots.compactMap { root in
            let kept = root.edges.filter { keeps[$0.to] }
            return kept.isEmpty && !root.edges.isEmpty ? nil : Root(name: root.name, edges: kept)
        }
        return g
    }
}
