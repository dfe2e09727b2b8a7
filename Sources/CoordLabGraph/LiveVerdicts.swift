import CoordLabLanguage

/// The verdicts after each input, worked out from what the input touched rather than from
/// the whole graph: the heap notes the objects made and the references dropped
/// (`TouchLog`); only the part of the heap they reach, with the objects no root reached
/// before, is judged again (`HeldRegion`); the abandoned rule looks only at the screens
/// and coordinators. `GraphAnalysis.verdicts` stays the reference, and gives the same.
///
/// When the log overflowed (an input touched more than it holds), the state is worked out
/// once from the whole graph. If an object no root reached is held again (read back
/// through a weak reference), the update asks for the whole graph too.
public final class LiveVerdicts {
    private let interpreter: Interpreter
    private var neighbourhood: HeapNeighbourhood
    /// The storages no root reached at the last update (instances kept as `weakObject`,
    /// which holds their memory without counting).
    private var unreached: [ObjectIdentifier: Value] = [:]
    /// Live view controllers and coordinators, by id.
    private var actors: [Int: Instance] = [:]
    /// The coordinators marked when `actors` was made (`:coordinator` changes roles).
    private var marked: Set<String>
    /// Whether the state must first be worked out from the whole graph.
    private var needsWholeGraph: Bool
    /// Whether the state cannot follow this program (a storage the graph does not see
    /// holds an object no root reaches): the caller then uses the whole graph.
    public private(set) var isUnsupported = false

    /// Follows `interpreter`; `fromEmpty` when its heap is empty and its touch log already
    /// started (a new workspace), otherwise the first update looks at the whole graph.
    public init(interpreter: Interpreter, roles: Roles, fromEmpty: Bool) {
        self.interpreter = interpreter
        neighbourhood = HeapNeighbourhood(roles: roles)
        marked = roles.markedCoordinators
        needsWholeGraph = !fromEmpty
        if !fromEmpty { interpreter.heap.startTouchLog() }
    }

    /// Brings the state up to date with the heap.
    public func update(roles: Roles) {
        if roles.markedCoordinators != marked {
            neighbourhood = HeapNeighbourhood(roles: roles)
            marked = roles.markedCoordinators
            needsWholeGraph = true
        }
        guard !isUnsupported else { return }
        guard !needsWholeGraph, let touched = interpreter.heap.takeTouched() else { return startFromWholeGraph(roles) }
        for o in touched.instances where isActor(o) { actors[o.id] = o }
        actors = actors.filter { $0.value.state == .alive }
        let before = alive(unreached)
        let seeds = touched.instances.map { Value.object(Unmanaged.passUnretained($0)) }
            + touched.values.filter { ($0.storageCount ?? 0) > 0 } + before
        let region = HeldRegion(seeds: seeds)
        // Held again: a weak reference read back, or a holder this state never saw.
        if before.contains(where: { region.isHeld($0.storageIdentity!) == true }) { return startFromWholeGraph(roles) }
        keep(region.unheld)
    }

    /// The verdicts now (after `update`), by name, given what is on screen.
    public func verdicts(screens: ScreenHistory) -> VerdictNames {
        let leaked = unreached.values.compactMap { v -> Instance? in
            guard case .weakObject(let o) = v, o.state == .alive else { return nil }
            return o
        }.sorted { $0.id < $1.id }
        let rule = abandonedRule(screens)
        let left = rule.leftScreen
        let apart = left.isEmpty ? nil
            : HeldRegion(seeds: left.map(\.value) + alive(unreached), blocked: Set(left.map(\.id)))
        let abandoned = rule.abandoned(
            reachable: { self.unreached[$0.id] == nil },
            keptApart: { n in self.unreached[n.id] == nil && (apart?.isHeld(n.id) ?? true) })
        return VerdictNames(
            leaked: leaked.map { .init(name: $0.displayName, isUIKitDetail: isDetail($0), cause: nil) },
            abandoned: abandoned.map { .init(name: $0.node.instance!.displayName, isUIKitDetail: false, cause: $0.cause) })
    }

    /// Records what is on screen (`visible` are instance ids) and the shown controllers
    /// with their coordinators, as `ScreenHistory.observe(_:visible:)` does from a graph.
    public func observe(_ screens: ScreenHistory, visible: [Int]) {
        let rule = abandonedRule(screens)
        let shown = sortedActors.filter { o in
            guard let f = o.type.wasShownField, case .bool(true) = o.fields[f] else { return false }
            return true
        }
        screens.observe(onScreen: visible.compactMap { actors[$0]?.displayName },
                        shown: shown.map { o in (o.displayName, rule.coordinators(of: .init(o)).map { $0.instance!.displayName }) })
    }

    /// The abandoned rule over the live screens and coordinators.
    private func abandonedRule(_ screens: ScreenHistory) -> AbandonedRule<HeapNeighbourhood.Node> {
        AbandonedRule(
            screens: screens, candidates: sortedActors.map { .init($0) },
            name: { $0.instance?.displayName ?? "" }, role: { self.neighbourhood.role(of: $0) },
            outgoing: { self.neighbourhood.outgoing($0) },
            creator: { n in n.instance.flatMap { self.actors[$0.creatorID] }.map { .init($0) } })
    }

    /// The live screens and coordinators in creation order.
    private var sortedActors: [Instance] { actors.values.sorted { $0.id < $1.id } }

    /// Whether instances of this class are screens or coordinators.
    private func isActor(_ o: Instance) -> Bool {
        let role = neighbourhood.facts(of: o.type).role
        return role == .viewController || role == .coordinator
    }

    /// Whether an instance is one of UIKit's helper objects.
    private func isDetail(_ o: Instance) -> Bool { neighbourhood.facts(of: o.type).role == .uikitDetail }

    /// The kept storages still alive, as values a walk can follow.
    private func alive(_ kept: [ObjectIdentifier: Value]) -> [Value] {
        kept.values.compactMap { v in
            if case .weakObject(let o) = v { return o.state == .alive ? .object(Unmanaged.passUnretained(o)) : nil }
            return (v.storageCount ?? 0) > 0 ? v : nil
        }
    }

    /// Keeps `storages` as the unreached ones.
    private func keep(_ storages: [Value]) {
        unreached = [:]
        for v in storages {
            unreached[v.storageIdentity!] = v.instance.map { .weakObject($0) } ?? v
        }
    }

    /// Works the state out from the whole graph: what no root reaches, and every screen
    /// and coordinator.
    private func startFromWholeGraph(_ roles: Roles) {
        let live = interpreter.heap.liveInstances
        actors = [:]
        for o in live where isActor(o) { actors[o.id] = o }
        var g = GraphBuilder.build(interpreter, roles: roles)
        let reach = GraphAnalysis.reachable(&g)
        let seeds = g.nodes.indices.filter { !reach[$0] }.map { n -> Value in
            n < live.count ? .object(Unmanaged.passUnretained(live[n])) : .closure(g.closureContexts[n - live.count])
        }
        let region = HeldRegion(seeds: seeds)
        // A seed held from outside is held by something the graph does not draw.
        isUnsupported = seeds.contains { region.isHeld($0.storageIdentity!) == true }
        keep(region.unheld)
        needsWholeGraph = false
        _ = interpreter.heap.takeTouched()
    }

    /// The state of the verdicts at one moment, to put back with `restore(_:)`.
    public struct Saved {
        fileprivate let neighbourhood: HeapNeighbourhood
        fileprivate let unreached: [ObjectIdentifier: Value]
        fileprivate let actors: [Int: Instance]
        fileprivate let marked: Set<String>
        fileprivate let needsWholeGraph: Bool
        fileprivate let isUnsupported: Bool

        /// The program's values this state holds (a snapshot of the heap must keep them).
        public var heldValues: [Value] { Array(unreached.values) + actors.values.map { .weakObject($0) } }
    }

    /// The state now.
    public func saved() -> Saved {
        Saved(neighbourhood: neighbourhood, unreached: unreached, actors: actors, marked: marked,
              needsWholeGraph: needsWholeGraph, isUnsupported: isUnsupported)
    }

    /// Puts back a state `saved()` gave, with the heap put back as it was then.
    public func restore(_ s: Saved) {
        neighbourhood = s.neighbourhood
        unreached = s.unreached
        actors = s.actors
        marked = s.marked
        needsWholeGraph = s.needsWholeGraph
        isUnsupported = s.isUnsupported
    }
}
