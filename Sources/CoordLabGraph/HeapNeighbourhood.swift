import CoordLabLanguage

/// The retain graph read straight from the live heap around a few objects, with the edges
/// `GraphBuilder` would draw for them (same targets, kinds and order, no labels): what the
/// abandoned rule asks of the screens and coordinators, without building the whole graph.
struct HeapNeighbourhood {
    /// An object of the graph: a live instance or a closure context.
    struct Node: Hashable {
        /// The storage's identity.
        let id: ObjectIdentifier
        /// The instance or closure.
        let value: Value

        init(_ value: Value) {
            self.value = value
            id = value.storageIdentity!
        }

        /// The node of a live instance.
        init(_ o: Instance) { self.init(.object(Unmanaged.passUnretained(o))) }

        static func == (a: Node, b: Node) -> Bool { a.id == b.id }
        func hash(into h: inout Hasher) { h.combine(id) }

        /// The instance, unless this is a closure.
        var instance: Instance? { value.instance }
    }

    let roles: Roles
    /// Per class: its role, and which of its fields the graph leaves out.
    private var facts: [ObjectIdentifier: (role: RetainGraph.Role, hidden: [Bool])] = [:]

    init(roles: Roles) { self.roles = roles }

    /// A class's role and the fields the graph does not draw (a machinery property that
    /// does not retain), worked out on first sight.
    mutating func facts(of type: ClassType) -> (role: RetainGraph.Role, hidden: [Bool]) {
        if let known = facts[ObjectIdentifier(type)] { return known }
        let made = (roles.role(of: type), type.fields.map { $0.kind != .strong && roles.isMachinery($0.name, type) })
        facts[ObjectIdentifier(type)] = made
        return made
    }

    /// What a node is to the app (closures are plain).
    mutating func role(of n: Node) -> RetainGraph.Role {
        n.instance.map { facts(of: $0.type).role } ?? .plain
    }

    /// The node's references as `GraphBuilder` draws them: through arrays, dictionaries'
    /// values, structs, tuples, boxes and enum payloads, to live instances and closures.
    mutating func outgoing(_ n: Node) -> [(to: Node, kind: ReferenceKind)] {
        var out: [(to: Node, kind: ReferenceKind)] = []
        if let o = n.instance {
            let hidden = facts(of: o.type).hidden
            let fields = o.type.fields
            for f in fields.indices where !hidden[f] { Self.collect(o.fields[f], fields[f].kind, into: &out) }
        } else if case .closure(let c) = n.value {
            for (k, x) in c.captures.enumerated() { Self.collect(x, c.captureKinds[k], into: &out) }
        }
        return out
    }

    /// The edges a value held with `kind` contributes (`GraphBuilder.collect`, unlabelled).
    private static func collect(_ value: Value, _ kind: ReferenceKind, into out: inout [(to: Node, kind: ReferenceKind)]) {
        switch value {
        case .object(let r):
            if r._withUnsafeGuaranteedRef({ $0.state == .alive && $0.heapSlot >= 0 }) { out.append((Node(value), kind)) }
        case .weakObject(let o):
            if o.state == .alive, o.heapSlot >= 0 { out.append((Node(o), kind)) }
        case .array(let b): for x in b.storage.items { collect(x, kind, into: &out) }
        case .set(let s): for x in s.items { collect(x, kind, into: &out) }
        case .dictionary(let d): for x in d.keys + d.values { collect(x, kind, into: &out) }
        case .structValue(let s):
            for (k, f) in s.type.fields.enumerated() { collect(s.fields[k], f.kind, into: &out) }
        case .tuple(let t): for x in t.elements { collect(x, kind, into: &out) }
        case .box(let b): collect(b.value, b.kind, into: &out)
        case .enumCase(let e): for x in e.payload { collect(x, kind, into: &out) }
        case .closure: out.append((Node(value), kind))
        default: break
        }
    }
}
