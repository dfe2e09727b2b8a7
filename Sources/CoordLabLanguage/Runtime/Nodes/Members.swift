import CoordLabSyntax

/// `base.name` as a value: a stored or computed property, an enum case, a static member,
/// a built-in property (`count`, `isEmpty`, …) or a method reference.
final class MemberRead: ConsumingExpr {
    let base: Expr
    let name: String
    /// The type of the last member read that was not a cached stored property.
    private var lastSpec: TypeSpec = .unknown
    /// Whether the last read was the cached stored property, whose type the cache keeps:
    /// copying a field's type on every read costs retains.
    private var lastReadCachedField = false
    private var fieldCache = FieldLookupCache()
    /// The base as storage, set only when the program has a struct with a `lazy var`: a
    /// first read initialises it there.
    var lazyBase: LValue?
    /// The receiver's static type name, as the checker found it.
    var receiverTypeName: String?
    /// How a computed property read dispatches here, once looked up.
    private var dispatch: StaticDispatch?
    /// For a static computed property of a generic type (`Page<Int>.empty`): what the read
    /// binds the type's parameters to, for the getter's body.
    var genericCall: GenericCallBinding?
    /// Whether the read is of the property's own storage: `self.x` in `x`'s own observers,
    /// which Swift reads directly even where a subclass overrides `x` with a computed one.
    var readsStorage = false

    init(base: Expr, name: String, loc: CodeLocation) {
        self.base = base
        self.name = name
        super.init(loc: loc)
    }

    override func perform(_ i: Interpreter) throws -> Value {
        if let lb = lazyBase {
            let (v, spec) = try i.memberInitialisingLazy(try lb.resolve(i), name, at: loc)
            lastSpec = spec
            lastReadCachedField = false
            return v
        }
        let b = try base.eval(i)
        // The base is counted for the statement (or a `let` that cannot change), so the
        // instance outlives the read without a retain of its own.
        if case .object(let r) = b, let f = r._withUnsafeGuaranteedRef({ fieldCache.field(name, of: $0) }) {
            lastReadCachedField = true
            return try r._withUnsafeGuaranteedRef { try i.readField($0, f, at: loc) }
        }
        if readsStorage, case .object(let r) = b, let f = r._withUnsafeGuaranteedRef({ $0.type.fieldIndex[name] }) {
            lastReadCachedField = false
            lastSpec = r._withUnsafeGuaranteedRef { $0.type.fields[f].spec }
            return try r._withUnsafeGuaranteedRef { try i.readField($0, f, at: loc) }
        }
        if receiverTypeName != nil, let g = protocolGetter(for: b, i) {
            lastReadCachedField = false
            lastSpec = g.returnSpec
            return try i.callGetter(g, on: b)
        }
        if let genericCall { try i.prepareGenericCall(genericCall, at: loc) }
        let (v, spec) = try i.member(of: b, name, at: loc)
        lastSpec = spec
        lastReadCachedField = false
        return v
    }

    /// The protocol extension getter Swift's static dispatch reads, when the receiver's
    /// static type makes it the one (see `StaticDispatch`): a getter only the extension
    /// declares, for any value; a requirement's default, for a class instance whose
    /// conformance took it.
    private func protocolGetter(for b: Value, _ i: Interpreter) -> FunctionCode? {
        if dispatch == nil {
            switch receiverTypeName.flatMap({ i.types[$0] }) {
            case .classType(let c)?: dispatch = c.propertyDispatch(for: name)
            case .protocolType(let p)?:
                dispatch = p.requirementsIncludingInherited.contains(name) ? .witness(p)
                    : (p.findComputed(name).map { .extensionMethod($0) } ?? .dynamic)
            default: dispatch = .dynamic
            }
        }
        switch dispatch! {
        case .dynamic: return nil
        case .extensionMethod(let g): return g
        case .witness(let p):
            guard case .object(let r) = b else { return nil }
            return r._withUnsafeGuaranteedRef { $0.type.defaultGetterWitness(name, of: p) }
        }
    }

    override func isOptional(_ i: Interpreter) -> Bool {
        staticSpec.isOptional || base.isOptionalChainLink
    }
    override var staticSpec: TypeSpec { lastReadCachedField ? fieldCache.spec : lastSpec }
}

extension Interpreter {
    /// Reads a stored property of a class instance for the statement (retained until it
    /// ends), running a `lazy` initializer on first use.
    func readField(_ o: Instance, _ f: Int, at loc: CodeLocation) throws -> Value {
        copyForStatement(try fieldValue(o, f, at: loc))
    }

    /// A stored property's value, not retained: a `lazy` initializer runs on first use, and
    /// a weak or unowned property reads as `readReference` says.
    @inline(__always)
    func fieldValue(_ o: Instance, _ f: Int, at loc: CodeLocation) throws -> Value {
        let slot = o.layout.pointee.fieldSlots[f]
        if slot.isLazy { try initializeLazy(o, f) }
        return try readReference(o.fields[f], kind: slot.kind, at: loc)
    }

    /// Runs a `lazy var`'s initializer the first time its storage is used.
    func initializeLazy(_ o: Instance, _ f: Int) throws {
        guard case .void = o.fields[f], let lazy = o.type.fields[f].lazyInitial else { return }
        let made = try invoke(lazy, self: .object(o), args: [])
        keepUntilEndOfStatement(made)
        let old = store(coerce(made, to: lazy.returnSpec), kind: o.type.fields[f].kind, into: &o.fields[f])
        try release(old)
    }

    /// Reads member `name` of any value; returns the value and its declared type.
    func member(of b: Value, _ name: String, at loc: CodeLocation) throws -> (Value, TypeSpec) {
        switch b {
        case .object(let r):
            let o = r.takeUnretainedValue()
            if let f = o.type.storedIndex(name) { return (try readField(o, f, at: loc), o.type.fields[f].spec) }
            if let g = o.type.findComputed(name) { return (try callGetter(g, on: b), g.returnSpec) }
            if let m = o.type.anyMethod(named: name) { return (boundMethod(m, on: b), .unknown) }
        case .structValue(let s):
            if let f = s.type.fieldIndex[name] {
                return (copyForStatement(try readReference(s.fields[f], kind: s.type.fields[f].kind, at: loc)),
                        s.type.fields[f].spec)
            }
            if let g = s.type.findComputed(name) { return (try callGetter(g, on: b), g.returnSpec) }
            // A method named as a value holds a copy of the value (Swift refuses a mutating one).
            if let m = s.type.anyMethod(named: name), !m.isMutating { return (boundMethod(m, on: b), .unknown) }
        case .enumCase(let e):
            if name == "rawValue", let r = e.type.cases[e.index].rawValue { return (r, .unknown) }
            if let g = e.type.findComputed(name) { return (try callGetter(g, on: b), g.returnSpec) }
            if let m = e.type.anyMethod(named: name), !m.isMutating { return (boundMethod(m, on: b), .unknown) }
        case .metatype(let t):
            return try staticMember(of: t, name, at: loc)
        case .none:
            throw Trap("Unexpectedly found nil while implicitly unwrapping an Optional value", at: loc)
        default:
            if let g = extensionGetter(on: b, name) { return (try callGetter(g, on: b), g.returnSpec) }
        }
        // What a program's `extension Sequence` gives its own sequence.
        if subscriptOwner(b) != nil, let g = extensionGetter(on: b, name) { return (try callGetter(g, on: b), g.returnSpec) }
        if let v = try builtinProperty(of: b, name, at: loc) { return v }
        if name == "localizedDescription", let text = try localizedDescription(of: b) { return (.string(text), .unknown) }
        throw Trap.unsupportedMember(typeName(of: b), name, at: loc)
    }

    /// A static property, static computed property or enum case of a type.
    func staticMember(of t: TypeRef, _ name: String, at loc: CodeLocation) throws -> (Value, TypeSpec) {
        if case .enumType(let e) = t, let c = e.value(named: name) { return (.enumCase(c), .named(e.name)) }
        if let v = Builtins.staticValue(of: t, name) { return (v, .unknown) }
        guard let n = t.nominal ?? extensionHolder(of: t) else { throw Trap("type '\(t.name)' has no member '\(name)'", at: loc) }
        if let s = n.findStatic(name) { return (copyForStatement(try readStatic(s, at: loc)), s.spec) }
        if let g = n.findStaticComputed(name) { return (try callGetter(g, on: .metatype(t)), g.returnSpec) }
        // `Flow.make` named as a value: the static method, bound to its type.
        if let m = n.onlyStaticMethod(named: name) { return (boundMethod(m, on: .metatype(t)), .unknown) }
        // `CaseIterable`'s synthesized `allCases`: every case, in declaration order.
        if name == "allCases", case .enumType(let e) = t, !e.hasPayloads,
           e.allProtocols().contains(where: { $0.name == "CaseIterable" }) {
            return (newArray(e.values.map { .enumCase($0) }), .unknown)
        }
        throw Trap("type '\(t.name)' has no member '\(name)'", at: loc)
    }

    /// Reads a static stored property, initialising it on first access as Swift does.
    func readStatic(_ s: StaticStorage, at loc: CodeLocation) throws -> Value {
        if !s.initialized {
            s.initialized = true
            if let e = s.initial {
                let mark = temps.count
                let v = coerce(try e.eval(self), to: s.spec)
                _ = store(v, kind: s.kind, into: &s.value)
                try releaseTemporaries(to: mark)
            } else {
                s.value = .none
            }
        }
        return try readReference(s.value, kind: s.kind, at: loc)
    }

    /// Runs a computed property's getter; the result is a statement temporary.
    func callGetter(_ g: FunctionCode, on selfValue: Value) throws -> Value {
        let r = try invoke(g, self: selfValue, args: [])
        keepUntilEndOfStatement(r)
        return r
    }

    /// `obj.method` as a closure that holds `obj` strongly.
    func boundMethod(_ m: FunctionCode, on selfValue: Value) -> Value {
        retain(selfValue)
        let c = Closure(code: m, captures: [selfValue], captureKinds: [.strong])
        c.bindsSelf = true
        let v = Value.closure(c)
        temps.append(v)
        return v
    }
}

/// `base.name` as an assignment target.
final class MemberLValue: LValue {
    /// The base as a storage, when it is one (needed for struct bases).
    let baseLValue: LValue?
    /// The base as a value.
    let base: Expr
    let name: String
    private var fieldCache = FieldLookupCache()
    /// Whether a write stores straight into the property, skipping its observers: `self.x`
    /// in an initializer of the type that declares `x`, or in `x`'s own observers.
    var direct = false
    /// The slot of a base that the frame holds for the whole statement (a `let` local or
    /// `self`), or -1. Such a base needs no copy of its own: nothing can release it before
    /// the store.
    private let borrowedSlot: Int
    init(baseLValue: LValue?, base: Expr, name: String, loc: CodeLocation) {
        self.baseLValue = baseLValue
        self.base = base
        self.name = name
        borrowedSlot = (baseLValue as? LocalLValue).flatMap { l in base.borrowedLocalSlot == l.slot ? l.slot : nil } ?? -1
        super.init(loc: loc)
    }

    /// The instance and stored-property index this target names, when its base is
    /// borrowed (a `let` local or `self` holding an object) and the property is stored.
    @inline(__always)
    func borrowedField(_ i: Interpreter) -> (Unmanaged<Instance>, Int)? {
        guard borrowedSlot >= 0, case .object(let r) = i.frame.slots[borrowedSlot],
              let f = r._withUnsafeGuaranteedRef({ fieldCache.field(name, of: $0) }),
              direct || !fieldCache.isObserved else { return nil }
        return (r, f)
    }

    override func resolve(_ i: Interpreter) throws -> StorageRef {
        if let (r, f) = borrowedField(i) { return .field(r, f) }
        if let bl = baseLValue {
            let ref = try bl.resolve(i)
            let v = try i.read(ref, at: loc)
            switch v {
            case .structValue(let s):
                if !direct, s.type.hasAccessors(name, isStatic: false) {
                    // A struct behind a setter is read once here, as below.
                    if case .accessor(let p) = ref {
                        return .accessor(PropertyRef(base: .structAt(.snapshot(of: v, p)), name: name))
                    }
                    return .accessor(PropertyRef(base: .structAt(ref), name: name))
                }
                guard let f = s.type.fieldIndex[name] else { break }
                // A struct behind a setter is read once here, and written back once.
                if case .accessor(let p) = ref {
                    return .structField(.snapshot(of: v, p), f)
                }
                return .structField(ref, f)
            case .tuple(let t):
                if let n = t.index(of: name) { return .tupleElement(ref, n) }
            case .object(let o):
                _ = i.copyForStatement(v)
                return try field(of: o, i)
            case .metatype(let t):
                return try staticRef(t, i)
            case .none:
                throw Trap("Unexpectedly found nil while implicitly unwrapping an Optional value", at: loc)
            default:
                if let setter = i.extensionSetter(on: v, name) {
                    return .accessor(PropertyRef(base: .standardAt(ref, setter), name: name))
                }
                // `fields.first?.text = …`, `d.values.first?.text = …`: a get-only member of a
                // standard value is only read on the way to an object, which takes the write
                // (the checker refuses a write that would change the value itself).
                let (member, _) = try i.member(of: v, name, at: loc)
                return .computed(member, name: name)
            }
            throw Trap("cannot assign to property '\(name)' of \(i.typeName(of: v))", at: loc)
        }
        let v = try base.eval(i)
        switch v {
        case .object(let o): return try field(of: o, i)
        case .metatype(let t):
            return try staticRef(t, i)
        default: break
        }
        throw Trap("cannot assign to property '\(name)' of \(i.typeName(of: v))", at: loc)
    }

    /// The storage of static property `name` of `t`: its setter or observers when it has
    /// them, else the stored value (initialised first, as any access does).
    private func staticRef(_ t: TypeRef, _ i: Interpreter) throws -> StorageRef {
        if let n = t.nominal, !direct, n.hasAccessors(name, isStatic: true) {
            return .accessor(PropertyRef(base: .type(t), name: name))
        }
        if let s = t.nominal?.findStatic(name) { _ = try i.readStatic(s, at: loc); return .staticField(s) }
        throw Trap("cannot assign to property '\(name)' of type '\(t.name)'", at: loc)
    }

    /// The storage of the property on `o`: a stored property by its cached index, else
    /// whatever `fieldRef` finds (a computed property).
    @inline(__always)
    private func field(of r: Unmanaged<Instance>, _ i: Interpreter) throws -> StorageRef {
        if let f = r._withUnsafeGuaranteedRef({ fieldCache.field(name, of: $0) }) {
            if !direct, fieldCache.isObserved { return .accessor(PropertyRef(base: .object(r), name: name)) }
            return .field(r, f)
        }
        // Straight to the storage that a subclass's computed `override` stands in front of.
        if direct, let f = r._withUnsafeGuaranteedRef({ $0.type.fieldIndex[name] }) { return .field(r, f) }
        return try i.fieldRef(r.takeUnretainedValue(), name, at: loc)
    }
}

/// A member access site's inline cache: the class it last saw and the index its stored
/// property had there, so a site that keeps seeing one class looks the name up once.
///
/// A hit compares layouts (`Instance.layout`), which costs no retain of the class; the
/// class is kept as well, so its layout cannot be freed and its address reused by another.
struct FieldLookupCache {
    private var type: ClassType?
    private var layout: UnsafePointer<ClassLayout>?
    private var index = -1
    /// The declared type of the property found last.
    private(set) var spec = TypeSpec.unknown
    /// Whether writes of the property found last run observers.
    private(set) var isObserved = false

    /// The index of stored property `name` in `o`, if its class has one.
    @inline(__always)
    mutating func field(_ name: String, of o: Instance) -> Int? {
        if o.layout == layout { return index }
        let type = o.type
        guard let f = type.storedIndex(name) else { return nil }
        self.type = type
        layout = o.layout
        index = f
        spec = type.fields[f].spec
        isObserved = o.layout.pointee.fieldSlots[f].isObserved
        return f
    }
}

extension Interpreter {
    /// The storage of stored property `name` of instance `o`.
    func fieldRef(_ o: Instance, _ name: String, at loc: CodeLocation) throws -> StorageRef {
        guard let f = o.type.storedIndex(name) else {
            if o.type.accessors(for: name, isStatic: false).setter != nil {
                return .accessor(PropertyRef(base: .object(.passUnretained(o)), name: name))
            }
            if let g = o.type.findComputed(name) { return .computed(try callGetter(g, on: .object(o)), name: name) }
            throw Trap("cannot assign to property: '\(name)' is a get-only property of '\(o.type.name)'", at: loc)
        }
        return .field(.passUnretained(o), f)
    }
}
