/// What every storage the program can reach held when a snapshot was taken: each instance's
/// header and stored properties, each counted buffer's contents and count (see
/// `InterpreterSnapshot`). Each record keeps its storage alive, so that one destroyed or
/// dropped after the snapshot can be restored in place.
///
/// A Swift array of values is kept as it is, shared copy-on-write with the storage: saving
/// costs one record per storage, not one per element.
struct SavedStorages {
    /// Why a heap cannot be saved: it holds what a snapshot does not follow.
    struct Unsupported: Error {}

    private var instances: [(object: Instance, header: Instance.Header, fields: [Value])] = []
    private var arrays: [(buffer: ArrayBuffer, items: [Value], rc: Int, startIndex: Int)] = []
    private var dictionaries: [(buffer: DictionaryBuffer, keys: [Value], values: [Value], index: [DictionaryKey: Int], rc: Int)] = []
    private var sets: [(buffer: SetBuffer, items: [Value], index: [DictionaryKey: Int], rc: Int)] = []
    private var structs: [(value: StructValue, fields: [Value], rc: Int, arguments: GenericArguments?)] = []
    private var enums: [(value: EnumCase, payload: [Value], rc: Int, arguments: GenericArguments?)] = []
    private var closures: [(closure: Closure, captures: [Value], rc: Int, bindsSelf: Bool)] = []
    private var tuples: [(tuple: TupleValue, elements: [Value], rc: Int)] = []
    private var boxes: [(box: Box, value: Value, rc: Int)] = []

    /// Saves every storage reachable from `roots`, each once.
    init(roots: [Value]) throws {
        var seen = Set<ObjectIdentifier>()
        var pending = roots
        while let v = pending.popLast() {
            try save(v, seen: &seen, pending: &pending)
        }
    }

    /// Saves the storage `v` is, unless seen already, and queues what it holds.
    private mutating func save(_ v: Value, seen: inout Set<ObjectIdentifier>, pending: inout [Value]) throws {
        switch v {
        case .inoutReference:
            throw Unsupported()
        case .weakObject(let o):
            // Saved even when destroyed: restoring an earlier snapshot, where it was alive,
            // rewrites it, and a weak read of it must find it destroyed again here.
            pending.append(.object(o))
            return
        default:
            break
        }
        guard let id = v.storageIdentity, seen.insert(id).inserted else { return }
        switch v {
        case .object(let r):
            let o = r.takeUnretainedValue()
            let fields = Array(o.fields)
            instances.append((o, o.header, fields))
            pending += fields
        case .array(let b):
            arrays.append((b, b.items, b.rc, b.startIndex))
            pending += b.items
            if let base = b.base { pending.append(.array(base)) }
        case .dictionary(let d):
            dictionaries.append((d, d.keys, d.values, d.index, d.rc))
            pending += d.keys
            pending += d.values
        case .set(let s):
            sets.append((s, s.items, s.index, s.rc))
            pending += s.items
        case .structValue(let s):
            structs.append((s, s.fields, s.rc, s.genericArguments))
            pending += s.fields
        case .enumCase(let e):
            enums.append((e, e.payload, e.rc, e.genericArguments))
            pending += e.payload
        case .closure(let c):
            closures.append((c, c.captures, c.rc, c.bindsSelf))
            pending += c.captures
        case .tuple(let t):
            tuples.append((t, t.elements, t.rc))
            pending += t.elements
        case .box(let b):
            boxes.append((b, b.value, b.rc))
            pending.append(b.value)
        default:
            break
        }
    }

    /// The instances saved, for the snapshot's checks.
    var savedInstances: some Sequence<Instance> { instances.lazy.map(\.object) }

    /// Puts every saved storage back as it was.
    func restore() {
        for s in instances {
            s.object.withUnsafeMutablePointers { header, fields in
                header.pointee = s.header
                for k in s.fields.indices { fields[k] = s.fields[k] }
            }
        }
        for s in arrays { s.buffer.items = s.items; s.buffer.rc = s.rc; s.buffer.startIndex = s.startIndex }
        for s in dictionaries {
            s.buffer.keys = s.keys
            s.buffer.values = s.values
            s.buffer.index = s.index
            s.buffer.rc = s.rc
        }
        for s in sets { s.buffer.items = s.items; s.buffer.index = s.index; s.buffer.rc = s.rc }
        for s in structs { s.value.fields = s.fields; s.value.rc = s.rc; s.value.genericArguments = s.arguments }
        for s in enums { s.value.payload = s.payload; s.value.rc = s.rc; s.value.genericArguments = s.arguments }
        for s in closures { s.closure.captures = s.captures; s.closure.rc = s.rc; s.closure.bindsSelf = s.bindsSelf }
        for s in tuples { s.tuple.elements = s.elements; s.tuple.rc = s.rc }
        for s in boxes { s.box.value = s.value; s.box.rc = s.rc }
    }
}
