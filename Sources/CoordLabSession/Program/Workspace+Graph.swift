import CoordLabGraph
import CoordLabLanguage
import UIKitPrelude

/// The graph views' access to a live program.
extension Workspace {
    /// The retain graph now, with its verdicts; `built` is a graph of the program as it is
    /// now, when the caller has one already (building is most of the work).
    public func analyse(graph built: RetainGraph? = nil) -> (graph: RetainGraph, verdicts: Verdicts) {
        var g = graph(built)
        let v = GraphAnalysis.verdicts(&g, screens: screens)
        return (g, v)
    }

    /// The retain graph now: `built`, when the caller has one of the program as it is now.
    func graph(_ built: RetainGraph? = nil) -> RetainGraph {
        built ?? GraphBuilder.build(interpreter, roles: roles)
    }

    /// Strong retain paths from the roots to node `index` of `graph`, described, shortest first.
    /// (Public for the benchmarks package, which measures `:why`.)
    public func retainPaths(to index: Int, in graph: RetainGraph, limit: Int = 20) -> [String] {
        var g = graph
        return GraphAnalysis.retainPaths(to: index, in: &g, limit: limit).map { GraphAnalysis.describe($0, in: g) }
    }

    /// Records which view controllers are on screen (after every input and script step),
    /// from the heap near the screens (see `LiveVerdicts`). Returns the graph it built to
    /// look, when it had to build one.
    @discardableResult
    func observeScreen() -> RetainGraph? {
        guard interpreter.types["UIViewController"] != nil else { return nil }
        let visible = (try? evaluate(PreludeHooks.onScreen, reusingCode: true) { v -> [Int] in
            guard case .array(let b) = v else { return [] }
            return b.items.compactMap { $0.instance?.id }
        }) ?? []
        live.update(roles: roles)
        if let check = verdictCheck {
            let g = GraphBuilder.build(interpreter, roles: roles)
            check.screens.observe(g, visible: visible.compactMap { g.node(objectID: $0) })
        }
        guard !live.isUnsupported else {
            let g = GraphBuilder.build(interpreter, roles: roles)
            screens.observe(g, visible: visible.compactMap { g.node(objectID: $0) })
            return g
        }
        live.observe(screens, visible: visible)
        if let check = verdictCheck, let d = screens.difference(from: check.screens) { check.report(d) }
        return nil
    }

    /// Why no screen can be judged abandoned, when the program has view controllers but no
    /// window shows any (the abandoned rule compares with what is on screen), as the
    /// catalogue key of the sentence; nil otherwise.
    func nothingOnScreenReason(in graph: RetainGraph) -> String? {
        guard graph.nodes.contains(where: { $0.role == .viewController }),
              (try? evaluate(PreludeHooks.topViewController) { $0.instance == nil }) == true else { return nil }
        return "abandoned.noWindow"
    }

    /// When a controller that has appeared is deinitialized, remembers it and the
    /// coordinators it belonged to (its creator, and any it referred to).
    func rememberScreen(_ o: Instance) {
        guard let f = o.type.wasShownField, case .bool(true) = o.fields[f] else { return }
        var owners: [String] = []
        if o.creatorID != 0, let c = interpreter.heap.liveInstance(id: o.creatorID),
           roles.isCoordinator(c.type) {
            owners.append(c.displayName)
        }
        for v in o.fields {
            if let c = v.instance, c.state == .alive, roles.isCoordinator(c.type), !owners.contains(c.displayName) {
                owners.append(c.displayName)
            }
        }
        screens.record(screen: o.displayName, coordinators: owners)
        verdictCheck?.screens.record(screen: o.displayName, coordinators: owners)
    }

    /// Finds the object a user names: `Type#n`, or any Swift expression.
    /// Returns nil for an object that no longer exists (`Type#n` already deinitialized, or
    /// an expression that is nil).
    public func resolveObject(_ text: String, in graph: RetainGraph) throws -> Int? {
        let name = text.trimmingCharacters(in: .whitespaces)
        if let n = graph.node(named: name) { return n.index }
        if let hash = name.firstIndex(of: "#"), let k = Int(name[name.index(after: hash)...]) {
            let type = String(name[..<hash])
            guard case .classType(let t)? = interpreter.types[type] else {
                throw CommandError(key: "coordinator.noClass", type)
            }
            guard k >= 1, k <= t.created else {
                throw t.created == 1 ? CommandError(key: "reference.neverCreated.one", name, type)
                    : CommandError(key: "reference.neverCreated", name, t.created, type)
            }
            return nil
        }
        return try evaluate(name) { v -> Int? in
            switch v {
            case .none: return nil
            case .object(let o): return graph.node(objectID: o.takeUnretainedValue().id)
            default: throw CommandError(key: "reference.notInstance", name, interpreter.typeName(of: v))
            }
        }
    }
}
