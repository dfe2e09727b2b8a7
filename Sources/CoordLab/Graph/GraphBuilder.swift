/// Builds a `RetainGraph` from a live program: every instance, the closure contexts they
/// hold, and the references between them, labelled with the property path that holds them.
struct GraphBuilder {
    let interpreter: Interpreter
    var roles = Roles()
    private var graph = RetainGraph()
    /// Node index of each instance, by heap slot (-1: none).
    private var nodeOfSlot: [Int] = []
    /// Node index of each closure context.
    private var closureIndex: [ObjectIdentifier: Int] = [:]
    /// Per class, worked out once per build: its role and its properties' display names.
    private var classFacts: [ObjectIdentifier: (role: RetainGraph.Role, labels: [String])] = [:]
    private var closureCount = 0

    init(interpreter: Interpreter) { self.interpreter = interpreter }

    /// The graph of the program as it is now.
    static func build(_ interpreter: Interpreter, roles: Roles = Roles()) -> RetainGraph {
        var b = GraphBuilder(interpreter: interpreter)
        b.roles = roles
        return b.make()
    }

    private mutating func make() -> RetainGraph {
        let live = interpreter.heap.liveInstances
        let ids = live.map(\.id)
        nodeOfSlot = [Int](repeating: -1, count: interpreter.heap.slots.count)
        graph.nodes.reserveCapacity(live.count)
        graph.outgoing.reserveCapacity(live.count)
        for o in live {
            nodeOfSlot[o.heapSlot] = graph.nodes.count
            add((o.displayName, o.type.name, o.strongCount, false), object: o)
            graph.nodes[graph.nodes.count - 1].role = facts(of: o.type).role
            graph.nodes[graph.nodes.count - 1].objectID = o.id
            if let f = o.type.wasShownField, case .bool(true) = o.fields[f] {
                graph.nodes[graph.nodes.count - 1].wasShown = true
            }
        }
        graph.instanceCount = graph.nodes.count
        // `live` is in id order, so a creator's node is found by binary search.
        for (k, o) in live.enumerated() where o.creatorID != 0 {
            let at = ids.partitionPoint { $0 >= o.creatorID }
            if at < ids.count, ids[at] == o.creatorID { graph.nodes[k].creator = at }
        }
        var k = 0
        while k < graph.nodes.count {
            graph.operations += 1
            if let o = nodeObjects[k] as? Instance {
                let labels = facts(of: o.type).labels
                let fields = o.type.fields
                for f in fields.indices {
                    collectEdges(value: o.fields[f], label: labels[f], kind: fields[f].kind)
                }
                flushEdges(from: k)
            }
            k += 1
        }
        for (name, kind, value) in interpreter.globalValues where !name.hasPrefix("__") {
            graph.roots.append(.init(name: name, edges: rootEdges(value, name, kind)))
        }
        for case let t? in interpreter.types.values.map(\.nominal).sorted(by: { ($0?.name ?? "") < ($1?.name ?? "") }) {
            for (name, s) in t.statics.sorted(by: { $0.key < $1.key }) where s.initialized {
                let edges = rootEdges(s.value, "\(t.name).\(name)", s.kind)
                if !edges.isEmpty { graph.roots.append(.init(name: "\(t.name).\(name)", edges: edges)) }
            }
        }
        return graph
    }

    private typealias Node = (name: String, type: String, count: Int, isClosure: Bool)

    /// A class's role and property labels, worked out on its first instance.
    private mutating func facts(of type: ClassType) -> (role: RetainGraph.Role, labels: [String]) {
        if let known = classFacts[ObjectIdentifier(type)] { return known }
        let made = (roles.role(of: type), type.fields.map { Self.display($0.name) })
        classFacts[ObjectIdentifier(type)] = made
        return made
    }

    private mutating func add(_ n: Node, object: AnyObject) {
        graph.nodes.append(.init(index: graph.nodes.count, name: n.name, typeName: n.type, strongCount: n.count,
                                 isClosure: n.isClosure))
        graph.outgoing.append([])
        nodeObjects.append(object)
    }

    /// The heap object behind each node (instances and closures), for the edge walk.
    private var nodeObjects: [AnyObject] = []

    /// Edges from a root's value (collected on a scratch node list).
    private mutating func rootEdges(_ value: Value, _ label: String, _ kind: ReferenceKind) -> [RetainGraph.Edge] {
        var out: [RetainGraph.Edge] = []
        collect(value, label, kind) { out.append(.init(from: nil, to: $0, label: $1, kind: $2)) }
        return out
    }

    /// Edges found for the node being walked, before `flushEdges` stores them.
    private var pending: [(to: Int, label: String, kind: ReferenceKind)] = []

    /// Collects the edges that `value`, held under `label` by the node being walked, contributes.
    private mutating func collectEdges(value: Value, label: String, kind: ReferenceKind) {
        switch value {
        case .object, .array, .dictionary, .structValue, .tuple, .box, .closure: break
        default: return  // nothing to find in an Int, a String, nil…
        }
        // Moved out while `collect` runs: it may walk a closure's node, which uses `pending`.
        var found = pending
        pending = []
        collect(value, label, kind) { found.append(($0, $1, $2)) }
        pending = found
    }

    /// Stores the collected edges as the outgoing edges of node `from` (each node is
    /// walked once).
    private mutating func flushEdges(from: Int) {
        guard !pending.isEmpty else { return }
        graph.outgoing[from] = pending.map { RetainGraph.Edge(from: from, to: $0.to, label: $0.label, kind: $0.kind) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Finds the objects a value refers to, through arrays, dictionaries, structs, tuples
    /// and boxes, calling `emit(node, label, kind)` for each.
    private mutating func collect(_ value: Value, _ label: String, _ kind: ReferenceKind,
                                  _ emit: (Int, String, ReferenceKind) -> Void) {
        graph.operations += 1
        switch value {
        case .object(let o):
            guard o.state == .alive, o.heapSlot >= 0, o.heapSlot < nodeOfSlot.count else { return }
            let n = nodeOfSlot[o.heapSlot]
            if n >= 0 { emit(n, label, kind) }
        case .array(let b):
            for (k, x) in b.items.enumerated() { collect(x, label + "[" + String(k) + "]", kind, emit) }
        case .dictionary(let d):
            for (key, x) in zip(d.keys, d.values) { collect(x, "\(label)[\(interpreter.describe(key, debug: true))]", kind, emit) }
        case .structValue(let s):
            for (k, f) in s.type.fields.enumerated() { collect(s.fields[k], "\(label).\(Self.display(f.name))", f.kind, emit) }
        case .tuple(let t):
            for (k, x) in t.elements.enumerated() { collect(x, "\(label).\(k)", kind, emit) }
        case .box(let b):
            collect(b.value, label, b.kind, emit)
        case .closure(let c):
            emit(closureNode(c), label, kind)
        default:
            break
        }
    }

    /// The node of a closure context, added (with its captures) on first sight.
    private mutating func closureNode(_ c: Closure) -> Int {
        if let n = closureIndex[ObjectIdentifier(c)] { return n }
        closureIndex[ObjectIdentifier(c)] = graph.nodes.count
        closureCount += 1
        let name = c.bindsSelf ? "\(c.code.name) (method)#\(closureCount)" : "closure#\(closureCount)"
        add((name, "closure", c.rc, true), object: c)
        let n = graph.nodes.count - 1
        let names = c.bindsSelf ? ["self"] : c.captureNames
        // Walked in the middle of its holder's walk, whose edges `collectEdges` keeps aside
        // meanwhile, so `pending` holds this node's edges only.
        for (k, v) in c.captures.enumerated() {
            collectEdges(value: v, label: k < names.count ? names[k] : "capture\(k)", kind: c.captureKinds[k])
        }
        flushEdges(from: n)
        return n
    }

    /// A property name as shown: the prelude's `__storage` names lose their underscores.
    static func display(_ name: String) -> String {
        name.hasPrefix("__") ? String(name.dropFirst(2)) : name
    }
}
