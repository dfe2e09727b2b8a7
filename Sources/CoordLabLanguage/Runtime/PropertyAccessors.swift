import CoordLabSyntax

/// The `willSet` and `didSet` one type declares for one property, each run with `self`.
final class PropertyObservers {
    /// `willSet`, with the new value (`newValue` or its own name) as its one parameter.
    var willSet: FunctionCode?
    /// `didSet`, with the old value as its one parameter when `didSetUsesOld`.
    var didSet: FunctionCode?
    /// Whether `didSet` names the old value: Swift then reads it before the store and keeps
    /// it until `didSet` returns; otherwise the store releases it at once.
    var didSetUsesOld = false
}

/// A property whose writes run code: a computed property with a setter, or a stored
/// property with observers (its own or a subclass's `override`).
final class PropertyRef {
    /// What holds the property.
    enum Base {
        /// An instance, kept by the statement.
        case object(Unmanaged<Instance>)
        /// A struct in a storage, mutated in place.
        case structAt(StorageRef)
        /// A type (static properties).
        case type(TypeRef)
        /// A top-level variable.
        case global(GlobalAccessors)
        /// A standard value (`Int`, `String`, `Array`) in a storage, whose setter a
        /// program's extension declares: the setter gets the storage as its `self`.
        case standardAt(StorageRef, FunctionCode)
    }
    let base: Base
    let name: String
    /// For a declared subscript: its arguments (evaluated once) and their labels.
    let subscriptArgs: [Value]?
    let labels: [String?]
    /// For a generic subscript: what its use binds the subscript's parameters to.
    var genericCall: GenericCallBinding?
    /// For `super.name = …`: the superclass whose accessors the write starts from.
    var from: ClassType?
    init(base: Base, name: String, subscript args: [Value]? = nil, labels: [String?] = []) {
        self.base = base
        self.name = name
        subscriptArgs = args
        self.labels = labels
    }
}

extension NominalType {
    /// The observer levels a write of `name` runs, most derived first, and the setter that
    /// ends them (nil: the stored property itself).
    func accessors(for name: String, isStatic: Bool) -> (levels: [PropertyObservers], setter: FunctionCode?) {
        var levels: [PropertyObservers] = []
        var t: NominalType? = self
        while let k = t {
            if let s = (isStatic ? k.staticSetters : k.setters)[name] { return (levels, s) }
            if let o = (isStatic ? k.staticObservers : k.observers)[name] { levels.append(o) }
            t = (k as? ClassType)?.superclass
        }
        let stored = (self as? ClassType)?.fieldIndex[name] ?? (self as? StructType)?.fieldIndex[name]
        if !isStatic, stored == nil, let s = allProtocols().lazy.compactMap({ $0.setters[name] }).first { return (levels, s) }
        return (levels, nil)
    }

    /// The stored property `name` of a class (its own or inherited) or struct.
    func storedField(named name: String) -> FieldInfo? {
        if let c = self as? ClassType { return c.fieldIndex[name].map { c.fields[$0] } }
        if let s = self as? StructType { return s.fieldIndex[name].map { s.fields[$0] } }
        return nil
    }

    /// Whether a write of `name` runs code (a setter or observers).
    func hasAccessors(_ name: String, isStatic: Bool) -> Bool {
        let a = accessors(for: name, isStatic: isStatic)
        return a.setter != nil || !a.levels.isEmpty
    }
}

extension Interpreter {
    /// Writes `new` through the property's setter or observers, as Swift does: each level's
    /// `willSet` (most derived first), the store, then each `didSet` (least derived first).
    func writeProperty(_ p: PropertyRef, _ new: Value, at loc: CodeLocation) throws {
        if let args = p.subscriptArgs {
            switch p.base {
            case .object(let r): try subscriptWrite(.object(r), args, labels: p.labels, new, genericCall: p.genericCall, at: loc)
            case .structAt(let ref):
                try modify(ref, at: loc) { sv in
                    makeUnique(&sv)
                    try subscriptWrite(sv, args, labels: p.labels, new, genericCall: p.genericCall, at: loc)
                    return []
                }
            case .type, .global, .standardAt: break
            }
            return
        }
        switch p.base {
        case .global(let a):
            try writeGlobal(a, p.name, new, at: loc)
        case .object(let r):
            let o = r.takeUnretainedValue()
            let start = p.from ?? o.type
            try setLevel(0, start.accessors(for: p.name, isStatic: false), p.name, on: .object(r), new, from: start, at: loc)
        case .structAt(let ref):
            try modify(ref, at: loc) { sv in
                makeUnique(&sv)
                guard case .structValue(let s) = sv else { return [] }
                try setLevel(0, s.type.accessors(for: p.name, isStatic: false), p.name, on: sv, new, at: loc)
                return []
            }
        case .type(let t):
            guard let n = t.nominal else { return }
            try setLevel(0, n.accessors(for: p.name, isStatic: true), p.name, on: .metatype(t), new, at: loc)
        case .standardAt(let ref, let setter):
            try release(try callMutatingExtension(setter, at: ref, [new], labels: [nil], trailing: 0, loc: loc))
        }
    }

    /// Runs observer level `k` around the rest of the write.
    /// `start` is the class whose view of the property the write starts from (a `super`
    /// write's superclass): observers' old value is read as it sees the property.
    private func setLevel(_ k: Int, _ a: (levels: [PropertyObservers], setter: FunctionCode?), _ name: String,
                          on selfValue: Value, _ new: Value, from start: ClassType? = nil, at loc: CodeLocation) throws {
        guard k < a.levels.count else {
            if let s = a.setter {
                let r = try invoke(s, self: selfValue, args: [coerce(new, to: s.params[0].spec)])
                try release(r)
            } else {
                try storeDirect(name, on: selfValue, new, at: loc)
            }
            return
        }
        let obs = a.levels[k]
        var old: Value? = nil
        if obs.didSet != nil, obs.didSetUsesOld { old = try ownedValue(name, of: selfValue, from: start, at: loc) }
        if let w = obs.willSet { try release(try invoke(w, self: selfValue, args: [coerce(new, to: w.params[0].spec)])) }
        try setLevel(k + 1, a, name, on: selfValue, new, from: start, at: loc)
        if let d = obs.didSet { try release(try invoke(d, self: selfValue, args: old.map { [$0] } ?? [])) }
        if let old { try release(old) }
    }

    /// The property's current value as a copy the caller owns (the `oldValue` of `didSet`),
    /// as class `start` (by default the instance's own) sees it.
    private func ownedValue(_ name: String, of selfValue: Value, from start: ClassType? = nil, at loc: CodeLocation) throws -> Value {
        switch selfValue {
        case .object(let r):
            let o = r.takeUnretainedValue()
            let t = start ?? o.type
            if let f = t.storedIndex(name) {
                let v = try fieldValue(o, f, at: loc)
                retain(v)
                return v
            }
            if let g = t.findComputed(name) { return try invoke(g, self: selfValue, args: []) }
        case .structValue(let s):
            if let f = s.type.fieldIndex[name] {
                let v = try readReference(s.fields[f], kind: s.type.fields[f].kind, at: loc)
                retain(v)
                return v
            }
            if let g = s.type.findComputed(name) { return try invoke(g, self: selfValue, args: []) }
        case .metatype(let t):
            if let s = t.nominal?.findStatic(name) {
                let v = try readStatic(s, at: loc)
                retain(v)
                return v
            }
            if let g = t.nominal?.findStaticComputed(name) { return try invoke(g, self: selfValue, args: []) }
        default: break
        }
        throw Trap("cannot read property '\(name)'", at: loc)
    }

    /// Stores into the property's own storage, without observers.
    private func storeDirect(_ name: String, on selfValue: Value, _ new: Value, at loc: CodeLocation) throws {
        switch selfValue {
        case .object(let r):
            let o = r.takeUnretainedValue()
            guard let f = o.type.fieldIndex[name] else { break }
            try storeField(new, into: o, f)
            return
        case .structValue(let s):
            guard let f = s.type.fieldIndex[name] else { break }
            let field = s.type.fields[f]
            try release(store(coerce(new, to: field.spec), kind: field.kind, into: &s.fields[f]))
            return
        case .metatype(let t):
            guard let s = t.nominal?.findStatic(name) else { break }
            _ = try readStatic(s, at: loc)
            try release(store(coerce(new, to: s.spec), kind: s.kind, into: &s.value))
            return
        default: break
        }
        throw Trap("cannot assign to property '\(name)'", at: loc)
    }

    /// Reads the property for a write that changes it in place (`x.items.append(…)`,
    /// `x.count += 1`): a copy the caller owns.
    func readProperty(_ p: PropertyRef, at loc: CodeLocation) throws -> Value {
        if let args = p.subscriptArgs {
            let b: Value
            switch p.base {
            case .object(let r): b = .object(r)
            case .structAt(let ref): b = try read(ref, at: loc)
            case .type(let t): b = .metatype(t)
            case .global(let a): return try readGlobal(a, at: loc)
            case .standardAt(let ref, _): b = try read(ref, at: loc)
            }
            guard let v = try ownedSubscriptValue(b, args, labels: p.labels, genericCall: p.genericCall, at: loc) else {
                throw Trap("cannot subscript a value of type '\(typeName(of: b))'", at: loc)
            }
            return v
        }
        switch p.base {
        case .object(let r): return try ownedValue(p.name, of: .object(r), at: loc)
        case .structAt(let ref): return try ownedValue(p.name, of: try read(ref, at: loc), at: loc)
        case .type(let t): return try ownedValue(p.name, of: .metatype(t), at: loc)
        case .global(let a): return try readGlobal(a, at: loc)
        case .standardAt(let ref, _):
            let v = try read(ref, at: loc)
            guard let g = extensionGetter(on: v, p.name) else { throw Trap("cannot read property '\(p.name)'", at: loc) }
            return try invoke(g, self: v, args: [])
        }
    }
}
