/// Builds a `RetainGraph` from a live program: every instance, the closure contexts they
/// hold, and the references between them, labelled with the property path that holds them.
struct GraphBuilder {
    let interpreter: Interpreter
    var roles = Roles()
    private var graph = RetainGraph()
    private var indexOf: [ObjectIdentifier: Int] = [:]
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
        var byID: [Int: Int] = [:]
        for o in live {
            byID[o.id] = graph.nodes.count
            add((o.displayName, o.type.name, o.strongCount, false), object: o)
            graph.nodes[graph.nodes.count - 1].role = roles.role(of: o.type)
            if let f = o.type.wasShownField, case .bool(true) = o.fields[f] {
                graph.nodes[graph.nodes.count - 1].wasShown = true
            }
        }
        for (k, o) in live.enumerated() where o.creatorID != 0 { graph.nodes[k].creator = byID[o.creatorID] }
        var k = 0
        while k < graph.nodes.count {
            graph.operations += 1
            if let o = nodeObjects[k] as? Instance {
                for (f, info) in o.type.fields.enumerated() {
                    edges(from: k, value: o.fields[f], label: Self.display(info.name), kind: info.kind)
                }
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

    private mutating func add(_ n: Node, object: AnyObject) {
        indexOf[ObjectIdentifier(object)] = graph.nodes.count
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

    /// Adds the edges that `value`, held by node `from` under `label`, contributes.
    private mutating func edges(from: Int, value: Value, label: String, kind: ReferenceKind) {
        var found: [RetainGraph.Edge] = []
        collect(value, label, kind) { found.append(.init(from: from, to: $0, label: $1, kind: $2)) }
        graph.outgoing[from] += found
    }

    /// Finds the objects a value refers to, through arrays, dictionaries, structs, tuples
    /// and boxes, calling `emit(node, label, kind)` for each.
    private mutating func collect(_ value: Value, _ label: String, _ kind: ReferenceKind,
                                  _ emit: (Int, String, ReferenceKind) -> Void) {
        graph.operations += 1
        switch value {
        case .object(let o):
            guard o.state == .alive, let n = indexOf[ObjectIdentifier(o)] else { return }
            emit(n, label, kind)
        case .array(let b):
            for (k, x) in b.items.enumerated() { collect(x, "\(label)[\(k)]", kind, emit) }
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
        if let n = indexOf[ObjectIdentifier(c)] { return n }
        closureCount += 1
        let name = c.bindsSelf ? "\(c.code.name) (method)#\(closureCount)" : "closure#\(closureCount)"
        add((name, "closure", c.rc, true), object: c)
        let n = graph.nodes.count - 1
        let names = c.bindsSelf ? ["self"] : c.captureNames
        for (k, v) in c.captures.enumerated() {
            edges(from: n, value: v, label: k < names.count ? names[k] : "capture\(k)", kind: c.captureKinds[k])
        }
        return n
    }

    /// A property name as shown: the prelude's `__storage` names lose their underscores.
    static func display(_ name: String) -> String {
        name.hasPrefix("__") ? String(name.dropFirst(2)) : name
    }
}
