/// The storage an `inout` argument (`&x`) names, held by the callee's parameter slot for
/// the call.
///
/// Swift gives the callee the caller's storage itself when it is a plain variable, stored
/// property or element: a write in the callee releases the old value there and then. A
/// property with a setter or observers, or a weak or unowned one, is read into a strong
/// temporary instead, and written back (setter, `willSet`/`didSet`) once, when the call
/// returns, as Swift does.
public final class InoutReference {
    /// Where reads and writes of the parameter go.
    let ref: StorageRef
    /// The caller's storage to write the temporary back to, when there is one.
    let writeBack: StorageRef?
    /// The temporary holding the value between copy-in and write-back.
    let temporary: Box?
    /// Where the argument is, for messages.
    let location: CodeLocation

    init(ref: StorageRef, writeBack: StorageRef?, temporary: Box?, location: CodeLocation) {
        self.ref = ref
        self.writeBack = writeBack
        self.temporary = temporary
        self.location = location
    }
}

extension Interpreter {
    /// Begins an `inout` access to `ref`, a storage of the running frame.
    func beginInoutAccess(_ ref: StorageRef, at loc: CodeLocation) throws -> InoutReference {
        // A weak or unowned storage cannot be the parameter itself: the callee holds a strong
        // copy, stored back (weakly) when the call returns.
        if goesThroughAccessors(ref) || kind(of: ref) != .strong {
            let v = try read(ref, at: loc)
            retain(v)
            let box = Box(value: v, kind: .strong, name: "inout")
            return InoutReference(ref: .boxed(box), writeBack: ref, temporary: box, location: loc)
        }
        return InoutReference(ref: detached(ref), writeBack: nil, temporary: nil, location: loc)
    }

    /// Ends an `inout` access when the call returns (or throws): the temporary, if any, is
    /// written back to the caller's storage and given up.
    func endInoutAccess(_ r: InoutReference) throws {
        guard let box = r.temporary, let target = r.writeBack else { return }
        let v = box.value
        box.value = .void
        try write(v, to: target, at: r.location)
        try release(v)
    }

    /// Whether a write to `ref` runs code (a setter or observers) or goes through a value
    /// that only such code can give.
    private func goesThroughAccessors(_ ref: StorageRef) -> Bool {
        switch ref {
        case .accessor, .computed, .snapshot: return true
        case .structField(let p, _), .element(let p, _, _), .entry(let p, _), .tupleElement(let p, _):
            return goesThroughAccessors(p)
        default: return false
        }
    }

    /// `ref` made valid in any frame: a local of the running frame becomes its slot's address
    /// (frames never move while they are on the call stack).
    private func detached(_ ref: StorageRef) -> StorageRef {
        switch ref {
        case .local(let s, let k):
            if case .box(let b) = frame.slots[s] { return .boxed(b) }
            return .frameSlot(frame.slots.base + s, k)
        case .structField(let p, let f): return .structField(detached(p), f)
        case .element(let p, let k, let l): return .element(detached(p), k, l)
        case .entry(let p, let key): return .entry(detached(p), key)
        case .tupleElement(let p, let k): return .tupleElement(detached(p), k)
        default: return ref
        }
    }
}

extension Interpreter {
    /// `swap(&a, &b)`: each storage gets the other's value; nothing is released for good.
    func swapValues(_ a: StorageRef, _ b: StorageRef, at loc: CodeLocation) throws {
        let x = try read(a, at: loc), y = try read(b, at: loc)
        retain(x)
        retain(y)
        try write(y, to: a, at: loc)
        try write(x, to: b, at: loc)
        try release(x)
        try release(y)
    }
}

extension Interpreter {
    /// Stops a call that passes `&x` to a closure whose parameter is not written `inout`
    /// (`{ $0 += 1 }` stored as `(inout Int) -> Void`): coordlab does not know the type
    /// without a type checker, and would read the reference instead of the value.
    func refuseUndeclaredInout(_ args: [Value], for code: FunctionCode, at loc: CodeLocation) throws {
        for (k, a) in args.enumerated() {
            guard case .inoutReference = a, k >= code.params.count || !code.params[k].isInout else { continue }
            var t = Trap("coordlab does not support inout closure parameters without a written type ('(x: inout T) in') yet", at: loc)
            t.isUnsupported = true
            throw t
        }
    }
}
