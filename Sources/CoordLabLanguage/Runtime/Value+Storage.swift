/// A counted value seen as a storage of the heap (an instance, array, closure, box…): its
/// identity, its count, and the values it holds, for walks over the heap that count
/// references as ARC does.
extension Value {
    /// The identity of the storage this value is (an instance, or a counted buffer), or
    /// nil for plain values and weak references.
    public var storageIdentity: ObjectIdentifier? {
        switch self {
        case .object(let r): return ObjectIdentifier(r.takeUnretainedValue())
        case .array(let b): return ObjectIdentifier(b)
        case .dictionary(let d): return ObjectIdentifier(d)
        case .set(let s): return ObjectIdentifier(s)
        case .structValue(let s): return ObjectIdentifier(s)
        case .closure(let c): return ObjectIdentifier(c)
        case .tuple(let t): return ObjectIdentifier(t)
        case .box(let b): return ObjectIdentifier(b)
        case .enumCase(let e): return e.payload.isEmpty ? nil : ObjectIdentifier(e)
        default: return nil
        }
    }

    /// How many strong references the storage has (nil for plain values).
    public var storageCount: Int? {
        switch self {
        case .object(let r): return r._withUnsafeGuaranteedRef { $0.strongCount }
        case .array(let b): return b.rc
        case .dictionary(let d): return d.rc
        case .set(let s): return s.rc
        case .structValue(let s): return s.rc
        case .closure(let c): return c.rc
        case .tuple(let t): return t.rc
        case .box(let b): return b.rc
        case .enumCase(let e): return e.payload.isEmpty ? nil : e.rc
        default: return nil
        }
    }

    /// Calls `body` with each value the storage holds directly and how it holds it, in
    /// the order releasing it would (a dictionary's keys count: it retains them).
    public func forEachHeld(_ body: (Value, ReferenceKind) -> Void) {
        switch self {
        case .object(let r):
            let o = r.takeUnretainedValue()
            let fields = o.type.fields
            for f in fields.indices { body(o.fields[f], fields[f].kind) }
        case .array(let b):
            // A view holds its base's storage, not its elements.
            if let base = b.base { body(.array(base), .strong) } else { for x in b.items { body(x, .strong) } }
        case .set(let s): for x in s.items { body(x, .strong) }
        case .dictionary(let d):
            for (k, x) in zip(d.keys, d.values) { body(k, .strong); body(x, .strong) }
        case .structValue(let s):
            for (k, f) in s.type.fields.enumerated() { body(s.fields[k], f.kind) }
        case .closure(let c):
            for (k, x) in c.captures.enumerated() { body(x, c.captureKinds[k]) }
        case .tuple(let t): for x in t.elements { body(x, .strong) }
        case .box(let b): body(b.value, b.kind)
        case .enumCase(let e): for x in e.payload { body(x, .strong) }
        default: break
        }
    }
}
