import CoordLabSyntax

/// A place a value is stored, found before the right-hand side of an assignment runs
/// (Swift evaluates the left side's base first).
///
/// Only the cases that nest another reference are `indirect`: the common ones (a local, a
/// field) then need no heap box of their own on every assignment.
enum StorageRef {
    case local(Int, ReferenceKind)
    /// A local of a caller's frame, passed as an `inout` argument: its slot's address.
    case frameSlot(UnsafeMutablePointer<Value>, ReferenceKind)
    case global(Int)
    case boxed(Box)
    /// A stored property: unretained, as `Value.object` is (the statement keeps the base).
    case field(Unmanaged<Instance>, Int)
    case staticField(StaticStorage)
    indirect case structField(StorageRef, Int)
    indirect case element(StorageRef, Int, CodeLocation)
    indirect case entry(StorageRef, Value)
    indirect case tupleElement(StorageRef, Int)
    /// The result of a get-only computed property: readable, and a base for writes to the
    /// properties of the object it returns, but not assignable itself.
    case computed(Value, name: String)
    /// A property whose writes run code: a setter, or a stored property's observers.
    case accessor(PropertyRef)
    /// Such a property holding a struct, read once (into the box) for a write to one of its
    /// members; the write goes back through the setter, as Swift's get, modify, set does.
    case snapshot(Box, PropertyRef)

    /// Property `p`, whose value `v` was read once, as the base of a write that goes back
    /// through its setter once.
    static func snapshot(of v: Value, _ p: PropertyRef) -> StorageRef {
        .snapshot(Box(value: v, kind: .strong, name: p.name), p)
    }
}

extension Interpreter {
    /// How a storage holds its value.
    func kind(of ref: StorageRef) -> ReferenceKind {
        switch ref {
        case .local(_, let k), .frameSlot(_, let k): return k
        case .global(let g): return globalKinds[g]
        case .boxed(let b): return b.kind
        case .field(let o, let f): return o._withUnsafeGuaranteedRef { $0.layout.pointee.fieldSlots[f].kind }
        case .staticField(let s): return s.kind
        case .structField(let parent, let f):
            if case .structValue(let s) = (try? read(parent, at: .unknown)) ?? .void {
                return s.type.fields[f].kind
            }
            return .strong
        case .element, .entry, .tupleElement, .computed, .accessor, .snapshot: return .strong
        }
    }

    /// Reads a storage (weak reads nil after deinit, unowned traps), without retaining.
    func read(_ ref: StorageRef, at loc: CodeLocation) throws -> Value {
        switch ref {
        case .local(let s, let k): return try readReference(frame.slots[s], kind: k, at: loc)
        case .frameSlot(let p, let k): return try readReference(p.pointee, kind: k, at: loc)
        case .global(let g): return try readReference(globals[g], kind: globalKinds[g], at: loc)
        case .boxed(let b): return try readReference(b.value, kind: b.kind, at: loc)
        case .field(let r, let f): return try r._withUnsafeGuaranteedRef { try fieldValue($0, f, at: loc) }
        case .staticField(let s): return try readReference(s.value, kind: s.kind, at: loc)
        case .structField(let p, let f):
            guard case .structValue(let s) = try read(p, at: loc) else { return .void }
            return try readReference(s.fields[f], kind: s.type.fields[f].kind, at: loc)
        case .element(let p, let idx, let l):
            guard case .array(let b) = try read(p, at: loc) else { return .void }
            guard let k = b.position(of: idx) else { throw Trap(b.indexOutOfBounds, at: l) }
            return b.items[k]
        case .entry(let p, let key):
            guard case .dictionary(let d) = try read(p, at: loc) else { return .none }
            return d.value(for: key) ?? .none
        case .tupleElement(let p, let idx):
            guard case .tuple(let t) = try read(p, at: loc) else { return .void }
            return t.elements[idx]
        case .computed(let v, _):
            return v
        case .snapshot(let b, _):
            return b.value
        case .accessor(let p):
            // Read where it is stored, as a stored property is (see `SimpleDidSet`).
            if let simple = simpleDidSet(p) { return try read(.field(simple.object, simple.field), at: loc) }
            let v = try readProperty(p, at: loc)
            keepUntilEndOfStatement(v)
            return v
        }
    }

    /// Mutates a storage's value in place, copying shared buffers first (copy-on-write).
    /// Values the mutation displaced are released after it, in the order given.
    func modify(_ ref: StorageRef, at loc: CodeLocation,
                _ body: (inout Value) throws -> [Value]) throws {
        var displaced: [Value] = []
        let pending = simpleDidSetsPending.count
        defer { simpleDidSetsPending.removeSubrange(pending...) }
        try modifyInPlace(ref, at: loc) { v in displaced = try body(&v) }
        for d in displaced { try release(d) }
        // What the in-place mutation removed is gone before the `didSet`s run.
        for s in simpleDidSetsPending[pending...] { try runDidSets(s) }
    }

    /// Applies `body` to a copy of the stored value and writes it back, also when `body`
    /// throws (a mutating method that throws leaves what it did, as `inout` does). No Swift
    /// `inout` access is held while `body` runs, because it may run user code (closures,
    /// deinits) that reads the same storage.
    private func modifyInPlace(_ ref: StorageRef, at loc: CodeLocation,
                               _ body: (inout Value) throws -> Void) throws {
        switch ref {
        case .local(let s, _):
            var v = frame.slots[s]; let f = frame
            defer { f.slots[s] = v }
            try body(&v)
        case .frameSlot(let p, _):
            var v = p.pointee
            defer { p.pointee = v }
            try body(&v)
        case .global(let g):
            var v = globals[g]
            defer { globals[g] = v }
            try body(&v)
        case .boxed(let b):
            var v = b.value
            defer { b.value = v }
            try body(&v)
        case .field(let r, let f):
            let o = r.takeUnretainedValue()
            try initializeLazy(o, f)
            var v = o.fields[f]
            defer { o.fields[f] = v }
            try body(&v)
        case .staticField(let s):
            var v = s.value
            defer { s.value = v }
            try body(&v)
        case .structField(let p, let f):
            try modifyInPlace(p, at: loc) { v in
                makeUnique(&v)
                guard case .structValue(let s) = v else { return }
                var x = s.fields[f]
                defer { s.fields[f] = x }
                try body(&x)
            }
        case .element(let p, let idx, let l):
            try modifyInPlace(p, at: loc) { v in
                makeUnique(&v)
                guard case .array(let b) = v else { return }
                guard let k = b.position(of: idx) else { throw Trap(b.indexOutOfBounds, at: l) }
                var x = b.items[k]
                do {
                    try body(&x)
                } catch {
                    // A mutating method that threw leaves what it did, as `inout` does.
                    if k < b.items.count { b.items[k] = x }
                    throw error
                }
                guard k < b.items.count else { throw Trap(b.indexOutOfBounds, at: l) }
                b.items[k] = x
            }
        case .entry(let p, let key):
            try modifyInPlace(p, at: loc) { v in
                makeUnique(&v)
                guard case .dictionary(let d) = v else { return }
                let existed = d.value(for: key) != nil
                var x = d.value(for: key) ?? .none
                do {
                    try body(&x)
                } catch {
                    if existed { d.set(x, for: key) }
                    throw error
                }
                if !existed { retain(key) }
                d.set(x, for: key)
            }
        case .tupleElement(let p, let idx):
            try modifyInPlace(p, at: loc) { v in
                makeUnique(&v)
                guard case .tuple(let t) = v else { return }
                var x = t.elements[idx]
                defer { t.elements[idx] = x }
                try body(&x)
            }
        case .computed(let v, let name):
            if case .object = v {
                var x = v
                try body(&x)
                return
            }
            throw Trap("cannot assign through '\(name)': it is a get-only property", at: loc)
        case .accessor(let p):
            if let simple = simpleDidSet(p) {
                // Modified where it is stored; `modify` runs the `didSet`s when it is done.
                try modifyInPlace(.field(simple.object, simple.field), at: loc, body)
                simpleDidSetsPending.append(simple)
                return
            }
            var v = try readProperty(p, at: loc)
            try body(&v)
            try writeProperty(p, v, at: loc)
            try release(v)
        case .snapshot(let b, let p):
            // The statement keeps the value read; this write holds one more while it runs.
            var v = b.value
            retain(v)
            try body(&v)
            b.value = v
            try writeProperty(p, v, at: loc)
            try release(v)
        }
    }

    /// Writes `new` into a storage with Swift's ARC: retain new, write, release old.
    func write(_ value: consuming Value, to ref: StorageRef, at loc: CodeLocation) throws {
        var value = value
        // A tuple stored into a struct's property takes the property's written type.
        if case .tuple = value, case .structField(let parent, let f) = ref,
           case .structValue(let s)? = try? read(parent, at: loc), f < s.type.fields.count {
            value = coerce(value, to: s.type.fields[f].spec)
        }
        // Plain stores: no lazy initializer runs, and no user code runs before the release.
        switch ref {
        case .field(let o, let f):
            try storeField(value, into: o.takeUnretainedValue(), f)
            return
        case .local(let s, let k):
            try release(store(value, kind: k, into: &frame.slots[s]))
            return
        case .frameSlot(let p, let k):
            try release(store(value, kind: k, into: &p.pointee))
            return
        case .global(let g):
            try release(store(value, kind: globalKinds[g], into: &globals[g]))
            return
        case .boxed(let b):
            try release(store(value, kind: b.kind, into: &b.value))
            return
        case .computed(_, let name):
            throw Trap("cannot assign to property: '\(name)' is a get-only property", at: loc)
        case .accessor(let p):
            try writeProperty(p, value, at: loc)
            return
        default:
            break
        }
        let k = kind(of: ref)
        let new = value
        if case .entry(let p, let key) = ref, new.isNil {
            try modify(p, at: loc) { v in
                makeUnique(&v)
                guard case .dictionary(let d) = v, let old = d.remove(key) else { return [] }
                return [old, key]
            }
            return
        }
        try modify(ref, at: loc) { slot in
            let old = store(new, kind: k, into: &slot)
            return [old]
        }
    }

    /// Stores into stored property `f` of `o` with Swift's ARC: retain new, write, release old.
    @inline(__always)
    func storeField(_ value: consuming Value, into o: Instance, _ f: Int) throws {
        let slot = o.layout.pointee.fieldSlots[f]
        // A tuple takes the property's written type (`(w: 5, h: 1)` into `(w: Double, h: Double)`).
        if case .tuple = value { value = coerce(value, to: o.type.fields[f].spec) }
        try release(store(coerce(value, toDouble: slot.isDouble), kind: slot.kind, into: &o.fields[f]))
    }

    /// A new buffer holding `d`'s entries in their order, each key and value retained.
    func retainedCopy(of d: DictionaryBuffer) -> DictionaryBuffer {
        let n = DictionaryBuffer()
        for (k, x) in zip(d.keys, d.values) { retain(k); retain(x); n.set(x, for: k) }
        return n
    }

    /// Gives `v` a buffer of its own if it shares one, so it can be mutated.
    func makeUnique(_ v: inout Value) {
        switch v {
        case .array(let b) where b.rc > 1 || b.base != nil:
            // A view mutated becomes a slice of its own elements (Swift's copy when its
            // storage cannot grow in place); its count on the base ends with the statement.
            b.items.forEach(retain)
            b.rc -= 1
            if b.rc == 0, let base = b.base { temps.append(.array(base)) }
            v = .array(ArrayBuffer(b.items, startIndex: b.startIndex, kind: b.kind == .array ? .array : .slice))
        case .structValue(let s) where s.rc > 1:
            for (i, x) in s.fields.enumerated() where s.type.fields[i].kind == .strong { retain(x) }
            s.rc -= 1
            let copy = StructValue(type: s.type, fields: s.fields)
            copy.genericArguments = s.genericArguments
            v = .structValue(copy)
        case .dictionary(let d) where d.rc > 1:
            let n = retainedCopy(of: d)
            d.rc -= 1
            v = .dictionary(n)
        case .set(let s) where s.rc > 1:
            s.items.forEach(retain)
            s.rc -= 1
            v = .set(SetBuffer(s.items))
        case .tuple(let t) where t.rc > 1:
            t.elements.forEach(retain)
            t.rc -= 1
            v = .tuple(TupleValue(t.elements, labels: t.labels))
        default:
            break
        }
    }
}
