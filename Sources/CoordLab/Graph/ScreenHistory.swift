/// Which screens have been shown, and which coordinator each belonged to, so the graph can
/// tell a screen (or coordinator) that is merely not shown yet from one that was left behind.
///
/// It is updated after every input (and every step of a script), so a screen pushed and
/// popped within one input is not seen.
public final class ScreenHistory {
    /// View controllers (`Type#n`) on screen at the last observation.
    public private(set) var onScreen: Set<String> = []
    /// View controllers that have been on screen at some observation.
    public private(set) var everShown: Set<String> = []
    /// For each coordinator, the screens that were shown while belonging to it (created by
    /// it, or referring to it).
    public private(set) var screensOf: [String: [String]] = [:]

    public init() {}

    /// Records what is on screen now (`visible` are node indexes of `graph`).
    func observe(_ graph: RetainGraph, visible: [Int]) {
        onScreen = Set(visible.map { graph.nodes[$0].name })
        everShown.formUnion(onScreen)
        for v in visible {
            for c in GraphAnalysis.coordinators(of: v, in: graph) {
                let name = graph.nodes[c].name
                let screen = graph.nodes[v].name
                if !(screensOf[name] ?? []).contains(screen) { screensOf[name, default: []].append(screen) }
            }
        }
    }
}
