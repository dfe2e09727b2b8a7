/// Which screens have been shown, and which coordinator each belonged to, so the graph can
/// tell a screen (or coordinator) that is merely not shown yet from one that was left behind.
///
/// It is updated after every input (and every step of a script), so a screen pushed and
/// popped within one input is not seen.
public final class ScreenHistory {
    /// View controllers (`Type#n`) on screen at the last observation.
    private(set) var onScreen: Set<String> = []
    /// View controllers that have been on screen at some observation.
    private(set) var everShown: Set<String> = []
    /// For each coordinator, the screens that were shown while belonging to it (created by
    /// it, or referring to it).
    private(set) var screensOf: [String: [String]] = [:]

    public init() {}

    /// Records what is on screen now (`visible` are node indexes of `graph`), and every
    /// controller that has appeared with the coordinators it belongs to.
    public func observe(_ graph: RetainGraph, visible: [Int]) {
        let rule = GraphAnalysis.abandonedRule(graph, screens: self)
        observe(onScreen: visible.map { graph.nodes[$0].name },
                shown: graph.nodes.indices.filter { graph.nodes[$0].wasShown }.map { n in
                    (graph.nodes[n].name, rule.coordinators(of: n).map { graph.nodes[$0].name })
                })
    }

    /// Records the controllers on screen now (named), and every controller that has
    /// appeared (in creation order) with the coordinators it belongs to.
    func observe(onScreen visible: [String], shown: [(screen: String, coordinators: [String])]) {
        onScreen = Set(visible)
        for s in shown { record(screen: s.screen, coordinators: s.coordinators) }
    }

    /// Remembers that `screen` was shown, belonging to `coordinators` (also called as a
    /// shown controller is deinitialized, so a screen that came and went is not missed).
    public func record(screen: String, coordinators: [String]) {
        everShown.insert(screen)
        for c in coordinators where !(screensOf[c] ?? []).contains(screen) {
            screensOf[c, default: []].append(screen)
        }
    }

    /// A copy of this history, which later observations of either leave the other alone.
    public func copy() -> ScreenHistory {
        let c = ScreenHistory()
        c.restore(from: self)
        return c
    }

    /// Makes this history what `saved` holds (explore puts a state back).
    public func restore(from saved: ScreenHistory) {
        onScreen = saved.onScreen
        everShown = saved.everShown
        screensOf = saved.screensOf
    }

    /// What differs between two histories (nil when they agree), for checking one kept
    /// from the heap against one kept from whole graphs.
    public func difference(from other: ScreenHistory) -> String? {
        if onScreen != other.onScreen { return "on screen: \(onScreen.sorted()) against \(other.onScreen.sorted())" }
        if everShown != other.everShown { return "ever shown: \(everShown.sorted()) against \(other.everShown.sorted())" }
        if screensOf != other.screensOf { return "screens of coordinators: \(screensOf) against \(other.screensOf)" }
        return nil
    }
}
