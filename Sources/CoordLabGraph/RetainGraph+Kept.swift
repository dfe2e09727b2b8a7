/// What one reference of a root's object keeps alive: `:pending` tells, for each block,
/// timer and observer, which of the program's objects it holds.
extension RetainGraph {
    /// The program's own objects (not UIKit's, not closures) that the reference `label` (or
    /// the fields of the struct there) of the object root `rootName` holds strongly, directly or through UIKit's objects and
    /// closures, nearest first; the walk stops at each object of the program it finds.
    public func objectsKept(from rootName: String, at label: String) -> [String] {
        guard let root = roots.first(where: { $0.name == rootName }), let holder = root.edges.first?.to else { return [] }
        // `queued[0]` is a struct: its fields are `queued[0].block` and so on.
        var queue = outgoing[holder].filter { e in
            e.kind == .strong && (e.label == label || e.label.hasPrefix(label + "."))
        }.map(\.to)
        var seen: Set<Int> = [holder]
        var kept: [String] = []
        var k = 0
        while k < queue.count {
            let n = queue[k]
            k += 1
            guard seen.insert(n).inserted else { continue }
            let node = nodes[n]
            if !node.isClosure && node.role != .uikitDetail {
                kept.append(node.name)
                continue
            }
            for e in outgoing[n] where e.kind == .strong { queue.append(e.to) }
        }
        return kept
    }
}
