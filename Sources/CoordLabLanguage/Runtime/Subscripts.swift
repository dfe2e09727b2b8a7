import CoordLabSyntax

/// A subscript a class, struct or enum declares: its getter and, if it has one, its setter
/// (whose last parameter is the new value).
final class SubscriptCode {
    let getter: FunctionCode
    var setter: FunctionCode?
    init(getter: FunctionCode) { self.getter = getter }
}

extension NominalType {
    /// The subscript accepting these argument labels, here or in a superclass, or else an
    /// extension's of a protocol the type conforms to.
    func findSubscript(labels: [String?]) -> SubscriptCode? {
        var t: NominalType? = self
        while let k = t {
            if let s = k.subscripts.last(where: { $0.getter.match(labels: labels, trailing: 0) != nil }) { return s }
            t = (k as? ClassType)?.superclass
        }
        for p in allProtocols() where p !== self {
            if let s = p.subscripts.last(where: { $0.getter.match(labels: labels, trailing: 0) != nil }) { return s }
        }
        return nil
    }
}

extension Interpreter {
    /// The type a subscript of `b` is looked up in: an instance's class, a struct's or an enum's type.
    func subscriptOwner(_ b: Value) -> NominalType? {
        switch b {
        case .object(let r): return r.takeUnretainedValue().type
        case .structValue(let s): return s.type
        case .enumCase(let e): return e.type
        default: return nil
        }
    }

    /// `b[args]` through a declared subscript's getter, owned by the caller; nil if `b` has none.
    /// `genericCall` is what a use of a generic subscript binds its parameters to.
    /// `from` is the superclass whose subscript `super[args]` starts from.
    func ownedSubscriptValue(_ b: Value, _ args: [Value], labels: [String?], genericCall: GenericCallBinding? = nil,
                             from: ClassType? = nil, at loc: CodeLocation) throws -> Value? {
        guard let s = (from ?? subscriptOwner(b))?.findSubscript(labels: labels) ?? extensionSubscript(on: b, labels: labels),
              let map = s.getter.match(labels: labels, trailing: 0) else { return nil }
        let arranged = try arrange(args, for: s.getter, map: map)
        if let genericCall { try prepareGenericCall(genericCall, at: loc) }
        return try invoke(s.getter, self: b, args: arranged)
    }

    /// `b[args]` as a value: a statement temporary.
    func userSubscriptRead(_ b: Value, _ args: [Value], labels: [String?], genericCall: GenericCallBinding? = nil,
                           from: ClassType? = nil, at loc: CodeLocation) throws -> Value {
        if case .none = b { throw Trap("Unexpectedly found nil while implicitly unwrapping an Optional value", at: loc) }
        guard let v = try ownedSubscriptValue(b, args, labels: labels, genericCall: genericCall, from: from, at: loc) else {
            throw Trap("cannot subscript a value of type '\(typeName(of: b))'", at: loc)
        }
        keepUntilEndOfStatement(v)
        return v
    }

    /// `b[args] = new` through a declared subscript's setter, `b` being `self` for it.
    func subscriptWrite(_ b: Value, _ args: [Value], labels: [String?], _ new: Value, genericCall: GenericCallBinding? = nil,
                        at loc: CodeLocation) throws {
        guard let s = subscriptOwner(b)?.findSubscript(labels: labels) ?? extensionSubscript(on: b, labels: labels),
              let map = s.getter.match(labels: labels, trailing: 0) else {
            throw Trap("cannot subscript a value of type '\(typeName(of: b))'", at: loc)
        }
        guard let setter = s.setter else { throw Trap("cannot assign through subscript: subscript is get-only", at: loc) }
        let a = try arrange(args, for: s.getter, map: map) + [coerce(new, to: setter.params.last!.spec)]
        if let genericCall { try prepareGenericCall(genericCall, at: loc) }
        try release(try invoke(setter, self: b, args: a))
    }
}

/// `base[a, label: b]`: a declared subscript with several arguments or labels.
final class UserSubscriptRead: ConsumingExpr {
    let base: Expr
    let args: [Expr]
    let labels: [String?]
    /// What a use of a generic subscript binds its parameters to.
    var genericCall: GenericCallBinding?
    /// For `super[args]`: the superclass whose subscript the read starts from.
    var from: ClassType?
    init(base: Expr, args: [Expr], labels: [String?], loc: CodeLocation) {
        self.base = base
        self.args = args
        self.labels = labels
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        let b = try base.eval(i)
        lastOwner = from ?? i.subscriptOwner(b)
        return try i.userSubscriptRead(b, try args.map { try $0.eval(i) }, labels: labels, genericCall: genericCall, from: from,
                                       at: loc)
    }
    /// The type whose subscript the last read went through: its result type tells whether
    /// the read gives an Optional (for printing, without evaluating the base again).
    private var lastOwner: NominalType?
    override func isOptional(_ i: Interpreter) -> Bool {
        lastOwner?.findSubscript(labels: labels)?.getter.returnSpec.isOptional == true
    }
}

/// An expression that is not storage (`stack!`, `make()`) as the base of a subscript
/// write: its value, kept for the statement; writes reach the object it refers to.
final class ValueLValue: LValue {
    let value: Expr
    init(value: Expr, loc: CodeLocation) {
        self.value = value
        super.init(loc: loc)
    }
    override func resolve(_ i: Interpreter) throws -> StorageRef {
        .computed(i.copyForStatement(try value.eval(i)), name: "subscript")
    }
}
