import CoordLabGraph
import UIKitPrelude

/// How an `:expect` predicate names an object: by creation name (`Type#n`), by a role
/// (`<top screen>`, `<coordinator of X>`), or by a Swift expression (`you`, `you?.model`).
indirect enum ObjectReference: Equatable {
    /// `Type#n`: the n-th instance of Type ever made.
    case creationName(String)
    /// `<top screen>`: the view controller on screen, the one `:tap` calls.
    case topScreen
    /// `<coordinator of X>`: the coordinator X belongs to (the one that created it, else one
    /// it refers to, directly or through its view model).
    case coordinator(of: ObjectReference)
    /// A Swift expression, evaluated now; while a lesson step is open, one that is nil now
    /// stands for the last object it named (see `GoalWindow`).
    case expression(String)

    /// Reads `text`; throws for an unknown role.
    static func parse(_ text: String) throws -> ObjectReference {
        let t = text.trimmingCharacters(in: .whitespaces)
        if t.hasPrefix("<"), t.hasSuffix(">") {
            let inner = t.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
            if inner == "top screen" || inner == "the top screen" { return .topScreen }
            if inner.hasPrefix("coordinator of ") {
                let rest = inner.dropFirst("coordinator of ".count).trimmingCharacters(in: .whitespaces)
                return .coordinator(of: rest == "the top screen" || rest == "top screen" ? .topScreen : try parse(rest))
            }
            throw CommandError(key: "reference.unknownRole", t)
        }
        if let hash = t.firstIndex(of: "#"), Int(t[t.index(after: hash)...]) != nil,
           t[..<hash].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
            return .creationName(t)
        }
        return .expression(t)
    }

    /// How the reference reads in messages.
    var text: String {
        switch self {
        case .creationName(let name): return name
        case .topScreen: return "<top screen>"
        case .coordinator(let of): return of == .topScreen ? "<coordinator of the top screen>" : "<coordinator of \(of.text)>"
        case .expression(let e): return e
        }
    }

    /// The node it names in `graph` now, or nil with the reason (gone, nil, no such role)
    /// in `text`'s language.
    func resolve(in graph: RetainGraph, _ w: Workspace, window: GoalWindow?,
                 text: Catalogue = Catalogue(.english)) throws -> (node: Int?, missing: String) {
        switch self {
        case .creationName(let name):
            return (try w.resolveObject(name, in: graph), text("graph.notAlive", name))
        case .topScreen:
            let id = try w.evaluate(PreludeHooks.topViewController) { $0.instance?.id }
            return (id.flatMap { graph.node(objectID: $0) }, text("reference.noScreen"))
        case .coordinator(let of):
            let (screen, missing) = try of.resolve(in: graph, w, window: window, text: text)
            guard let screen else { return (nil, missing) }
            let found = GraphAnalysis.coordinators(of: screen, in: graph).first
            return (found, text("reference.noCoordinator", graph.nodes[screen].name))
        case .expression(let e):
            if let n = try w.resolveObject(e, in: graph) { return (n, "") }
            guard let last = window?.named[e]?.last else { return (nil, text("reference.nil", e)) }
            return (graph.node(named: last)?.index, text("reference.gone", e, last))
        }
    }

    /// The objects it named since the step began that are still alive (for `dead`): an
    /// expression must have let go of every object it held, not only the last one.
    func survivors(in graph: RetainGraph, window: GoalWindow?) -> [String] {
        guard case .expression(let e) = self else { return [] }
        return (window?.named[e] ?? []).filter { graph.node(named: $0) != nil }
    }
}
