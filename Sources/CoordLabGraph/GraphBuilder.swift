import CoordLabLanguage

/// Builds a `RetainGraph` from a live program: every instance, the closure contexts they
/// hold, and the references between them, labelled with the property path that holds them.
public struct GraphBuilder {
    let interpreter: Interpreter
    var roles = Roles()
    private var graph = RetainGraph()
    /// Node index of each instance, by heap slot (-1: none).
    private var nodeOfSlot: [Int] = []
    /// Node index of each closure context.
    private var closureIndex: [ObjectIdentifier: Int] = [:]
    /// Per class, worked out once per build: its role and its properties' display names.
    private var classFacts: [ObjectIdentifier: (role: RetainGraph.Role, labels: [String?])] = [:]
    /// What the calls of each task waiting mid-body hold, by its record's object id.
    private var waitingTasks: [Int: [Value]] = [:]

    init(interpreter: Interpreter) { self.interpreter = interpreter }

    /// The graph of the program as it is now.
    public static func build(_ interpreter: Interpreter, roles: Roles = Roles()) -> RetainGraph {
        var b = GraphBuilder(interpreter: interpreter)
        b.roles = roles
        return b.make()
    }

    private mutating func make() -> RetainGraph {
        let live = interpreter.heap.liveInstances
        nodeOfSlot = [Int](repeating: -1, count: interpreter.heap.slotCount)
        graph.nodes.reserveCapacity(live.count)
        graph.outgoing.reserveCapacity(nodes: live.count, edges: live.count)
        for o in live {
            nodeOfSlot[o.heapSlot] = graph.nodes.count
            var node = RetainGraph.Node(index: graph.nodes.count, nameBase: o.type.name, serial: o.serial,
                                        typeName: o.type.name, strongCount: o.strongCount, isClosure: false)
            node.role = facts(of: o.type).role
            node.objectID = o.id
            if let f = o.type.wasShownField, case .bool(true) = o.fields[f] { node.wasShown = true }
            graph.nodes.append(node)
        }
        graph.instanceCount = graph.nodes.count
        // Instances are in id order, so a creator's node is found by binary search.
        for k in live.indices where live[k].creatorID != 0 {
            graph.nodes[k].creator = graph.node(objectID: live[k].creatorID)
        }
        var walked = 0
        waitingTasks = interpreter.waitingTasks
        walkNodes(from: &walked, instances: live)
        for (name, kind, value) in interpreter.globalValues where !roles.isMachinery(name, nil) {
            let edges = rootEdges(value, name, kind)
            // A name holding nil is drawn (`name: nil`); one holding a plain value (an Int,
            // a CGRect) refers to nothing and is no root of the graph.
            if case .none = value {} else if edges.isEmpty { continue }
            graph.roots.append(.init(name: name, edges: edges))
        }
        let withStatics = interpreter.types.values.compactMap(\.nominal).filter { !$0.statics.isEmpty }
        for t in withStatics.sorted(by: { $0.name < $1.name }) {
            for (name, s) in t.statics.sorted(by: { $0.key < $1.key }) where s.initialized {
                let edges = rootEdges(s.value, "\(t.name).\(name)", s.kind)
                if !edges.isEmpty { graph.roots.append(.init(name: "\(t.name).\(name)", edges: edges)) }
            }
        }
        // Closures that only roots hold.
        walkNodes(from: &walked, instances: live)
        graph.closureContexts = closures
        return graph
    }

    /// Collects the edges of node `k` onwards, node by node, so each node's edges follow the
    /// previous node's; the closure contexts found on the way are appended and walked in
    /// their turn.
    private mutating func walkNodes(from k: inout Int, instances live: [Instance]) {
        while k < graph.nodes.count {
            graph.operations += 1
            if k < live.count {
                let o = live[k]
                let labels = facts(of: o.type).labels
                let fields = o.type.fields
                for f in fields.indices {
                    guard let label = labels[f] else { continue }
                    collect(o.fields[f], from: k, path: label, element: -1, fields[f].kind)
                }
                // A task waiting mid-body holds what its calls hold (`guard let self` before a sleep).
                if !waitingTasks.isEmpty, let held = waitingTasks[o.id] {
                    for v in held {
                        var kind = ReferenceKind.strong
                        if case .weakObject = v { kind = .weak }
                        collect(v, from: k, path: "waiting", element: -1, kind)
                    }
                }
            } else {
                let c = closures[k - live.count]
                let names = c.bindsSelf ? ["self"] : c.captureNames
                for (n, v) in c.captures.enumerated() {
                    collect(v, from: k, path: n < names.count ? names[n] : "capture\(n)", element: -1, c.captureKinds[n])
                }
            }
            graph.outgoing.endNode()
            k += 1
        }
    }

    /// A class's role and property labels, worked out on its first instance; a machinery
    /// property that does not retain has no label (its references are not drawn).
    private mutating func facts(of type: ClassType) -> (role: RetainGraph.Role, labels: [String?]) {
        if let last = lastFacts, last.type === type { return last.facts }
        if let known = classFacts[ObjectIdentifier(type)] {
            lastFacts = (type, known)
            return known
        }
        let made = (roles.role(of: type), type.fields.map { f -> String? in
            f.kind != .strong && roles.isMachinery(f.name, type) ? nil : Self.display(f.name)
        })
        classFacts[ObjectIdentifier(type)] = made
        lastFacts = (type, made)
        return made
    }

    /// The class asked about last and its facts: most runs of instances share a class.
    private var lastFacts: (type: ClassType, facts: (role: RetainGraph.Role, labels: [String?]))?

    /// The closure contexts found so far, in node order after the instances.
    private var closures: [Closure] = []

    /// Edges from a root's value.
    private mutating func rootEdges(_ value: Value, _ label: String, _ kind: ReferenceKind) -> [RetainGraph.Edge] {
        collect(value, from: nil, path: label, element: -1, kind)
        return graph.outgoing.removeUnfinished()
    }

    /// Adds to the node being walked (or the root being read) the edges that `value`
    /// contributes, held by node `from` at `path` (element `element` of the array there,
    /// unless -1): the objects it refers to, through arrays, dictionaries, structs, tuples
    /// and boxes.
    private mutating func collect(_ value: Value, from: Int?, path: String, element: Int, _ kind: ReferenceKind) {
        graph.operations += 1
        switch value {
        case .object(let r):
            // Borrowed: retaining each object the walk passes would write to every header.
            guard let n = r._withUnsafeGuaranteedRef({ liveNode(of: $0) }) else { return }
            graph.outgoing.append(.init(from: from, to: n, path: path, element: element, kind: kind))
        case .weakObject(let o):
            guard let n = liveNode(of: o) else { return }
            graph.outgoing.append(.init(from: from, to: n, path: path, element: element, kind: kind))
        case .array(let b):
            // An element keeps its array's path and its index apart (see `Edge`).
            // A view holds its base's storage: every element of it, numbered by its index.
            let inner = RetainGraph.Edge.label(path: path, element: element)
            let storage = b.storage
            for (k, x) in storage.items.enumerated() {
                collect(x, from: from, path: inner, element: storage.startIndex + k, kind)
            }
        case .set(let s):
            // A set's elements are drawn as an array's, numbered in coordlab's (insertion) order.
            let inner = RetainGraph.Edge.label(path: path, element: element)
            for (k, x) in s.items.enumerated() { collect(x, from: from, path: inner, element: k, kind) }
        case .dictionary(let d):
            let here = RetainGraph.Edge.label(path: path, element: element)
            for (key, x) in zip(d.keys, d.values) {
                let entry = "\(here)[\(keyLabel(key))]"
                // A key is held as strongly as its value (`[UIViewController: () -> Void]`).
                collect(key, from: from, path: "\(entry).key", element: -1, kind)
                collect(x, from: from, path: entry, element: -1, kind)
            }
        case .structValue(let s):
            let here = RetainGraph.Edge.label(path: path, element: element)
            for (k, f) in s.type.fields.enumerated() {
                collect(s.fields[k], from: from, path: "\(here).\(Self.display(f.name))", element: -1, f.kind)
            }
        case .tuple(let t):
            let here = RetainGraph.Edge.label(path: path, element: element)
            for (k, x) in t.elements.enumerated() { collect(x, from: from, path: "\(here).\(k)", element: -1, kind) }
        case .box(let b):
            collect(b.value, from: from, path: path, element: element, b.kind)
        case .enumCase(let e):
            let here = RetainGraph.Edge.label(path: path, element: element)
            for (k, x) in e.payload.enumerated() { collect(x, from: from, path: "\(here).\(k)", element: -1, kind) }
        case .closure(let c):
            let n = closureNode(c)
            graph.outgoing.append(.init(from: from, to: n, path: path, element: element, kind: kind))
        default:
            break
        }
    }

    /// The node of a live instance, if the graph has one.
    private func liveNode(of o: Instance) -> Int? {
        guard o.state == .alive, o.heapSlot >= 0, o.heapSlot < nodeOfSlot.count, nodeOfSlot[o.heapSlot] >= 0 else {
            return nil
        }
        return nodeOfSlot[o.heapSlot]
    }

    /// The node of a closure context, added on first sight (its captures are walked when
    /// the build reaches its node).
    private mutating func closureNode(_ c: Closure) -> Int {
        if let n = closureIndex[ObjectIdentifier(c)] { return n }
        let n = graph.nodes.count
        closureIndex[ObjectIdentifier(c)] = n
        closures.append(c)
        graph.nodes.append(.init(index: n, nameBase: c.bindsSelf ? "\(c.code.name) (method)" : "closure",
                                 serial: closures.count, typeName: "closure", strongCount: c.rc, isClosure: true))
        return n
    }

    /// A dictionary key as the app's code writes it: an enum case as `.detail` (or
    /// `.article(id: 1)`), other values as Swift's debug description without the
    /// program's module name (`Key(id: 1)`, `"name"`).
    private func keyLabel(_ key: Value) -> String {
        if case .enumCase = key { return "." + interpreter.describe(key, debug: false) }
        let text = interpreter.describe(key, debug: true)
        return text.hasPrefix("main.") ? String(text.dropFirst(5)) : text
    }

    /// A property name as shown: the prelude's `__storage` names lose their underscores.
    static func display(_ name: String) -> String {
        name.hasPrefix("__") ? String(name.dropFirst(2)) : name
    }
}
