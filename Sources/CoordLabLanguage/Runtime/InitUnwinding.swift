/// What an error leaving an initializer's body does to the object being initialized, as
/// swiftc's definite initialization decides it (checked against swiftc by the conformance
/// programs):
///
/// - once the object is fully initialized (a class's `super.init` or `self.init` returned, or
///   a root class's body set every stored property), the initializer releases it: its deinit
///   runs if nothing else holds it;
/// - before that, a class's object is freed without any deinit: the properties the failing
///   class had set are released in declaration order, then every property of its
///   subclasses (each set them all before delegating up), most derived class first
///   (Swift's `dealloc_partial_ref`);
/// - a struct releases the properties it had set, in declaration order.
///
/// The initializer that failed does this; the initializers that delegated to it and the
/// construction that started them leave the object alone (`ThrownError.objectGivenUp`).
struct InitUnwinding {
    /// The class whose designated initializer this is; nil for a convenience initializer
    /// and a struct's.
    unowned let designatedOwner: ClassType?
    /// The frame slot a `super.init` or `self.init` sets (`.bool(true)`) once it returned.
    let delegationSlot: Int
}

extension Interpreter {
    /// Gives up the object of the initializer whose body an error is leaving (the running
    /// frame's `self`): releases it or frees its initialized part (see `InitUnwinding`).
    func giveUpObject(_ u: InitUnwinding) throws {
        let delegated: Bool
        if case .bool(true) = frame.slots[u.delegationSlot] { delegated = true } else { delegated = false }
        switch frame.slots[0] {
        case .object(let r):
            if delegated || (u.designatedOwner.map { isFullyInitializedRoot(r, $0) } ?? false) {
                try release(.object(r))
            } else {
                try abandonPartial(r, failedIn: u.designatedOwner)
            }
        case .structValue(let s):
            try release(.structValue(s))
        default:
            break
        }
    }

    /// Whether `owner` is a root class and its initializer has set every stored property.
    private func isFullyInitializedRoot(_ r: Unmanaged<Instance>, _ owner: ClassType) -> Bool {
        guard owner.superclass == nil else { return false }
        return r._withUnsafeGuaranteedRef { o in
            for f in 0..<owner.fields.count {
                if case .void = o.fields[f] { return false }
            }
            return true
        }
    }

    /// Frees an object whose initializer failed before the object was fully initialized:
    /// no deinit; the properties `failed` set, in declaration order, then each subclass's,
    /// most derived first. `failed` is nil for a convenience initializer that had not
    /// delegated yet (nothing is set).
    private func abandonPartial(_ r: Unmanaged<Instance>, failedIn failed: ClassType?) throws {
        try r._withUnsafeGuaranteedRef { o in
            // No `deinitialized` event either: no deinit runs, and the object just goes.
            o.state = .deinitializing
            var classes: [ClassType] = failed.map { [$0] } ?? []
            var c: ClassType? = o.type
            while let k = c, k !== failed {
                classes.append(k)
                c = k.superclass
            }
            let slots = o.layout.pointee.fieldSlots
            for k in classes {
                for f in (k.superclass?.fields.count ?? 0)..<k.fields.count {
                    let v = o.fields.take(f)
                    if slots[f].kind == .strong { try release(v) }
                }
            }
            o.state = .destroyed
        }
        heap.remove(r)
    }
}
