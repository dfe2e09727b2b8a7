import CoordLabSyntax

/// The accessors of a top-level variable: a computed one's getter and setter, or a stored
/// one's observers (its value then lives in an ordinary global).
final class GlobalAccessors {
    /// The getter of a computed variable.
    var getter: FunctionCode?
    /// The setter of a computed variable.
    var setter: FunctionCode?
    /// The `willSet`/`didSet` of a stored variable, and its global.
    var observers: PropertyObservers?
    var index = -1
    /// The declared type.
    var spec = TypeSpec.unknown
}

/// A top-level computed variable read: its getter runs; the result is a statement temporary.
final class GlobalGetterRead: Expr {
    let getter: FunctionCode
    init(getter: FunctionCode, loc: CodeLocation) {
        self.getter = getter
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let r = try i.invoke(getter, self: nil, args: [])
        i.keepUntilEndOfStatement(r)
        return r
    }
    override func isOptional(_ i: Interpreter) -> Bool { getter.returnSpec.isOptional }
    override var staticSpec: TypeSpec { getter.returnSpec }
}

/// A top-level variable with accessors as an assignment target.
final class GlobalAccessorLValue: LValue {
    let accessors: GlobalAccessors
    let name: String
    let declared: TypeSpec
    init(_ accessors: GlobalAccessors, name: String, spec: TypeSpec, loc: CodeLocation) {
        self.accessors = accessors
        self.name = name
        declared = spec
        super.init(loc: loc)
    }
    override func resolve(_ i: Interpreter) throws -> StorageRef {
        .accessor(PropertyRef(base: .global(accessors), name: name))
    }
    override var spec: TypeSpec { declared }
}

extension Interpreter {
    /// Writes a top-level variable through its setter, or its observers around the store.
    func writeGlobal(_ a: GlobalAccessors, _ name: String, _ new: Value, at loc: CodeLocation) throws {
        if let s = a.setter {
            try release(try invoke(s, self: nil, args: [coerce(new, to: s.params[0].spec)]))
            return
        }
        guard let obs = a.observers else {
            throw Trap("cannot assign to value: '\(name)' is a get-only property", at: loc)
        }
        var old: Value? = nil
        if obs.didSet != nil, obs.didSetUsesOld { old = try readGlobal(a, at: loc) }
        if let w = obs.willSet { try release(try invoke(w, self: nil, args: [coerce(new, to: w.params[0].spec)])) }
        try release(store(coerce(new, to: a.spec), kind: globalKinds[a.index], into: &globals[a.index]))
        if let d = obs.didSet { try release(try invoke(d, self: nil, args: old.map { [$0] } ?? [])) }
        if let old { try release(old) }
    }

    /// A top-level variable's value, owned by the caller.
    func readGlobal(_ a: GlobalAccessors, at loc: CodeLocation) throws -> Value {
        if let g = a.getter { return try invoke(g, self: nil, args: []) }
        let v = try readReference(globals[a.index], kind: globalKinds[a.index], at: loc)
        retain(v)
        return v
    }
}
