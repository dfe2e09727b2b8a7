import CoordLabSyntax

/// Swift's reference counting, done explicitly: every storage that holds a value retains
/// it, and releasing the last strong reference runs deinit and releases the properties.
extension Interpreter {
    /// Adds one strong reference held by a new storage.
    @inline(__always)
    func retain(_ v: Value) {
        switch v {
        case .object(let o): o._withUnsafeGuaranteedRef { $0.strongCount += 1 }
        case .array(let b): b.rc += 1
        case .dictionary(let d): d.rc += 1
        case .set(let s): s.rc += 1
        case .structValue(let s): s.rc += 1
        case .closure(let c): c.rc += 1
        case .tuple(let t): t.rc += 1
        case .box(let b): b.rc += 1
        case .enumCase(let e): e.rc += 1
        default: break
        }
    }

    /// Whether a value is counted (so a temporary needs a release later).
    @inline(__always)
    func isCounted(_ v: Value) -> Bool {
        switch v {
        case .object, .array, .dictionary, .set, .structValue, .closure, .tuple, .box, .inoutReference: return true
        case .enumCase(let e): return !e.payload.isEmpty
        default: return false
        }
    }

    /// Drops one strong reference; the last one destroys what it held, depth-first.
    ///
    /// Inlined for its first test: most values released (an `Int` local, the nil a store
    /// replaced) hold no reference, and need no call.
    @inline(__always)
    public func release(_ v: consuming Value) throws {
        guard isCounted(v) else { return }
        try releaseCounted(v)
    }

    /// `release` of a statement temporary or of a local going out of scope: neither is a
    /// reference the retain graph draws, so the touch log does not note it (what its
    /// release frees or releases in turn it still notes). A closure or captured variable
    /// that outlives it is noted: it may be a new cycle that holds objects no root reaches.
    @inline(__always)
    func releaseLocal(_ v: consuming Value) throws {
        switch v {
        case .closure, .box: try releaseCounted(v)
        default:
            guard isCounted(v) else { return }
            try releaseCounted(v, notes: false)
        }
    }

    /// `release` of a value that holds a reference.
    private func releaseCounted(_ v: consuming Value, notes: Bool = true) throws {
        if notes, heap.touches.isOn { heap.noteRelease(v) }
        switch v {
        case .object(let r):
            let last = r._withUnsafeGuaranteedRef { o in
                o.strongCount -= 1
                return o.strongCount == 0 && o.state == .alive
            }
            // The heap's reference keeps the instance through its destroy, which drops it.
            if last { try destroy(r) }
        case .array(let b):
            b.rc -= 1
            if b.rc == 0 {
                let items = b.items
                b.items = []
                // A view counts its base's storage, not its own elements.
                if let base = b.base { try release(.array(base)) } else { for x in items { try release(x) } }
            }
        case .dictionary(let d):
            d.rc -= 1
            if d.rc == 0 {
                let keys = d.keys, values = d.values
                d.keys = []; d.values = []; d.index = [:]
                for (k, x) in zip(keys, values) { try release(k); try release(x) }
            }
        case .set(let s):
            s.rc -= 1
            if s.rc == 0 {
                let items = s.items
                s.items = []; s.index = [:]
                for x in items { try release(x) }
            }
        case .structValue(let s):
            s.rc -= 1
            if s.rc == 0 {
                let fields = s.fields
                for (i, x) in fields.enumerated() where s.type.fields[i].kind == .strong { try release(x) }
            }
        case .closure(let c):
            c.rc -= 1
            if c.rc == 0 {
                let caps = c.captures
                c.captures = []
                for (i, x) in caps.enumerated() where c.captureKinds[i] == .strong { try release(x) }
            }
        case .tuple(let t):
            t.rc -= 1
            if t.rc == 0 { for x in t.elements { try release(x) } }
        case .box(let b):
            b.rc -= 1
            if b.rc == 0 {
                let x = b.value
                b.value = .void
                if b.kind == .strong { try release(x) }
            }
        case .enumCase(let e):
            e.rc -= 1
            if e.rc == 0 {
                let payload = e.payload
                e.payload = []
                for x in payload { try release(x) }
            }
        case .inoutReference(let r):
            try endInoutAccess(r)
        default:
            break
        }
    }

    /// Runs deinit bodies (subclass first), then releases stored properties
    /// (superclass first, each class's in declaration order), then lets the heap go of it.
    ///
    /// Takes the reference unretained: the heap's keeps the instance until the end, and an
    /// extra one would keep the heap from reusing its memory (see `Heap.remove`).
    func destroy(_ r: Unmanaged<Instance>) throws {
        let escaped = try r._withUnsafeGuaranteedRef { o -> Bool in
            o.state = .deinitializing
            if recordsEvents { events.append(.deinitialized(o)) }
            let layout = o.layout
            if layout.pointee.wasShownField >= 0 { willDestroyScreen?(o) }
            if layout.pointee.hasDeinitInChain {
                var c: ClassType? = o.type
                while let k = c {
                    if let d = k.deinitCode { _ = try invoke(d, self: .object(o), args: []) }
                    c = k.superclass
                }
            }
            for i in layout.pointee.releaseOrder {
                let v = o.fields.take(i)
                let slot = layout.pointee.fieldSlots[i]
                if slot.kind == .strong { try slot.isRecursiveLink ? releaseChain(v, link: i) : release(v) }
            }
            o.state = .destroyed
            forgetGenericArguments(of: o)
            return o.strongCount > 0
        }
        if escaped {
            // The storages the deinit left holding it keep unretained references: the memory
            // stays for them (never freed), so reading them after the trap is still safe.
            _ = r.retain()
        }
        heap.remove(r)
        if escaped { throw escapedDeinit(r.takeUnretainedValue()) }
    }

    /// Releases a class's recursive link taken out of a destroyed object (see
    /// `ClassType.layOut`), as Swift's `emitRecursiveChainDestruction` does: while the node
    /// it holds is referenced only from here, copy that node's link, then release the node
    /// (whose own link is then not unique, so its destroy does not go down the chain).
    private func releaseChain(_ head: consuming Value, link i: Int) throws {
        var node = head
        while case .object(let r) = node,
              r._withUnsafeGuaranteedRef({ $0.strongCount == 1 && $0.state == .alive }) {
            let next = r._withUnsafeGuaranteedRef { $0.fields[i] }
            retain(next)
            let done = node
            node = next
            try release(done)
        }
        try release(node)
    }

    /// Swift's trap when a deinit stored `self` somewhere that outlives it: the object is
    /// freed anyway, so the reference left behind would dangle. Swift's count includes
    /// the reference the object was created with.
    private func escapedDeinit(_ o: Instance) -> Trap {
        var c: ClassType? = o.type
        while let k = c, k.deinitCode == nil { c = k.superclass }
        return Trap("Object \(o.fakeAddress) of class \(o.type.name) deallocated with non-zero retain count "
                    + "\(o.strongCount + 1). This object's deinit, or something called from it, may have created "
                    + "a strong reference to self which outlived deinit, resulting in a dangling reference.",
                    at: c?.deinitCode?.location ?? .unknown)
    }

    /// Keeps `v` alive until the end of the current statement.
    @inline(__always)
    func keepUntilEndOfStatement(_ v: Value) {
        if isCounted(v) { temps.append(v) }
    }

    /// Evaluates `e` for a value that outlives its statement (thrown, or handed out of a
    /// branch): the value retained, the temporaries its evaluation made released.
    func evalRetained(_ e: Expr) throws -> Value {
        let mark = temps.count
        let v = try e.eval(self)
        retain(v)
        try releaseTemporaries(to: mark)
        return v
    }

    /// Retains a value read from mutable storage and keeps it until the statement ends,
    /// as Swift's `load [copy]` does.
    @inline(__always)
    func copyForStatement(_ v: Value) -> Value {
        if isCounted(v) {
            retain(v)
            temps.append(v)
        }
        return v
    }

    /// Releases the temporaries an access created above `mark`, except its result.
    @inline(__always)
    func endAccess(_ mark: Int, keeping r: Value) throws -> Value {
        guard temps.count > mark else { return r }
        // A fresh result that is the only temporary made: nothing to release, nothing to move.
        if temps.count == mark + 1, sameReference(temps[mark], r) { return r }
        if isCounted(r) {
            if sameReference(temps[temps.count - 1], r) {
                let top = temps.removeLast()
                try releaseTemporaries(to: mark)
                temps.append(top)
            } else {
                retain(r)
                try releaseTemporaries(to: mark)
                temps.append(r)
            }
        } else {
            try releaseTemporaries(to: mark)
        }
        return r
    }

    /// Takes a reference to `v`, which an expression evaluated after `mark` gave: a value
    /// made fresh for it (its one temporary) moves out of the temporaries; any other is
    /// retained.
    func own(_ v: Value, madeAfter mark: Int) {
        if temps.count == mark + 1, sameReference(temps[mark], v) {
            _ = temps.removeLast()
        } else {
            retain(v)
        }
    }

    /// Whether two values are the same counted reference.
    @inline(__always)
    func sameReference(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)): return x.toOpaque() == y.toOpaque()
        case (.array(let x), .array(let y)): return x === y
        case (.dictionary(let x), .dictionary(let y)): return x === y
        case (.set(let x), .set(let y)): return x === y
        case (.structValue(let x), .structValue(let y)): return x === y
        case (.closure(let x), .closure(let y)): return x === y
        case (.tuple(let x), .tuple(let y)): return x === y
        case (.box(let x), .box(let y)): return x === y
        case (.enumCase(let x), .enumCase(let y)): return x === y
        default: return false
        }
    }

    /// Releases the statement's temporaries above `mark`, last first; with `tuplesWhole`, a
    /// tuple dies as one value, first element first (a `switch` subject's).
    @inline(__always)
    func releaseTemporaries(to mark: Int, tuplesWhole: Bool = false) throws {
        // Made only when a call passed an `inout` argument: an empty array would still
        // cost a release on every statement.
        var accesses: [InoutReference]?
        while temps.count > mark {
            let v = temps.removeLast()
            switch v {
            case .inoutReference(let r):
                if accesses == nil { accesses = [r] } else { accesses!.append(r) }
                continue
            case .tuple(let t) where t.rc == 1 && !tuplesWhole:
                // A tuple made for one expression is separate values to Swift, each with its
                // own cleanup: its elements die last first.
                t.rc = 0
                for x in t.elements.reversed() { try release(x) }
            default:
                try releaseLocal(v)
            }
        }
        // `inout` accesses end after the call's other temporaries are gone, last one first.
        if let accesses { for r in accesses { try endInoutAccess(r) } }
    }

    /// Stores `new` into a storage of `kind` that held `old`, retaining and releasing as
    /// Swift does: the new value is retained and written before the old one is released.
    /// A weak or unowned storage keeps an object as `.weakObject` (see `Value`).
    @inline(__always)
    func store(_ new: consuming Value, kind: ReferenceKind, into slot: inout Value) -> Value {
        if kind == .strong { retain(new) } else { new = new.heldWeakly }
        var old = new
        swap(&slot, &old)
        return kind == .strong ? old : .void
    }

    /// Reads a weak or unowned storage: nil (weak) or a trap (unowned) once the object
    /// has started deinitializing; while it is alive, a plain reference to it.
    @inline(__always)
    func readReference(_ v: Value, kind: ReferenceKind, at loc: CodeLocation) throws -> Value {
        guard case .weakObject(let o) = v else {
            assert(kind == .strong || v.instance == nil, "a weak or unowned storage holds an unretained object")
            return v
        }
        if o.state == .alive { return .object(o) }
        if kind == .weak { return .none }
        throw Trap("Attempted to read an unowned reference but object \(o.fakeAddress) was already destroyed", at: loc)
    }
}

extension Instance {
    /// A stable stand-in for the object's address in messages.
    var fakeAddress: String {
        "0x" + String(0x6000_0000_0000 + id * 0x40, radix: 16)
    }
}
