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
        onScreen = Set(visible.map { graph.nodes[$0].name })
        for n in graph.nodes where n.wasShown {
            record(screen: n.name, coordinators: GraphAnalysis.coordinators(of: n.index, in: graph).map { graph.nodes[$0].name })
        }
    }

    /// Remembers that `screen` was shown, belonging to `coordinators` (also called as a
    /// shown controller is deinitialized, so a screen that came and went is not missed).
    public func record(screen: String, coordinators: [String]) {
        everShown.insert(screen)
        for c in coordinators where !(screensOf[c] ?? []).contains(screen) {
            screensOf[c, default: []].append(screen)
        }
    }
}
