import CoordLabSyntax

/// `self` inside a method, initializer, deinit or getter (slot 0, borrowed).
final class SelfRead: Expr {
    override func eval(_ i: Interpreter) throws -> Value { i.frame.slots[0] }
    override var borrowedLocalSlot: Int? { 0 }
}

/// `super.name(args)`: the superclass's method, called on `self` (its static method in a
/// `class func`).
final class SuperMethodCall: ConsumingExpr {
    let owner: ClassType
    let name: String
    let args: [Expr]
    let labels: [String?]
    let trailing: Int
    init(owner: ClassType, name: String, args: [Expr], labels: [String?], trailing: Int, loc: CodeLocation) {
        self.owner = owner
        self.name = name
        self.args = args
        self.labels = labels
        self.trailing = trailing
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        let me = i.frame.slots[0]
        // In a `class func` or `static func`, `self` is the metatype: the superclass's static method.
        let isStatic: Bool
        if case .metatype = me { isStatic = true } else { isStatic = false }
        guard let sup = owner.superclass,
              let code = isStatic ? sup.findStaticMethod(name, labels: labels, trailing: trailing)
                  : sup.findMethod(name, labels: labels, trailing: trailing) else {
            throw Trap("'super' has no method '\(name)'", at: loc)
        }
        return try i.call(code, self: me, args: try evalArgs(args, i), labels: labels, trailing: trailing, at: loc)
    }
}

/// `super.name`: a superclass's computed property, read on `self`.
final class SuperPropertyRead: ConsumingExpr {
    let owner: ClassType
    let name: String
    init(owner: ClassType, name: String, loc: CodeLocation) {
        self.owner = owner
        self.name = name
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        let me = i.frame.slots[0]
        if case .metatype = me {
            // `super.name` in a `class var` or static method: the superclass's static member.
            if let g = owner.superclass?.findStaticComputed(name) { return try i.callGetter(g, on: me) }
            if let s = owner.superclass?.findStatic(name) { return i.copyForStatement(try i.readStatic(s, at: loc)) }
        }
        guard let sup = owner.superclass else { return try i.member(of: me, name, at: loc).0 }
        // The superclass's own getter, or its storage (which this class's computed
        // `override` stands in front of).
        if !sup.computedOverrides.contains(name), case .object(let r) = me, let f = sup.storedIndex(name) {
            return try r._withUnsafeGuaranteedRef { try i.readField($0, f, at: loc) }
        }
        if let g = sup.findComputed(name) { return try i.callGetter(g, on: me) }
        return try i.member(of: me, name, at: loc).0
    }
}

/// `super.name` as an assignment target: the superclass's setter or observers run, not
/// those a subclass overrides them with.
final class SuperMemberLValue: LValue {
    let owner: ClassType
    let name: String
    init(owner: ClassType, name: String, loc: CodeLocation) {
        self.owner = owner
        self.name = name
        super.init(loc: loc)
    }
    override func resolve(_ i: Interpreter) throws -> StorageRef {
        guard case .object(let r) = i.frame.slots[0], let sup = owner.superclass else {
            throw Trap("cannot assign to 'super.\(name)'", at: loc)
        }
        if sup.hasAccessors(name, isStatic: false) {
            let p = PropertyRef(base: .object(r), name: name)
            p.from = sup
            return .accessor(p)
        }
        guard let f = sup.fieldIndex[name] else { throw Trap("cannot assign to 'super.\(name)'", at: loc) }
        return .field(r, f)
    }
}

/// `super.init(args)` or `self.init(args)` inside an initializer.
final class DelegatingInit: ConsumingExpr {
    let owner: ClassType?
    let structOwner: StructType?
    let enumOwner: EnumType?
    let toSuper: Bool
    let args: [Expr]
    let labels: [String?]
    let trailing: Int
    /// The slot that notes that the delegation returned, in a throwing initializer (see
    /// `InitUnwinding`), or -1.
    let delegationSlot: Int
    /// The initializer the checker chose (`init(_:animated:)`) when several accept the labels.
    var selector: String?
    init(owner: ClassType?, structOwner: StructType?, enumOwner: EnumType?, toSuper: Bool, args: [Expr], labels: [String?],
         trailing: Int, delegationSlot: Int, loc: CodeLocation) {
        self.owner = owner
        self.structOwner = structOwner
        self.enumOwner = enumOwner
        self.toSuper = toSuper
        self.args = args
        self.labels = labels
        self.trailing = trailing
        self.delegationSlot = delegationSlot
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        try delegate(i)
        if delegationSlot >= 0 { i.frame.slots[delegationSlot] = .bool(true) }
        return .void
    }

    /// The failure of the delegating initializer when the one it delegates to failed: it
    /// leaves the whole construction, which makes nil.
    private static func failure(at loc: CodeLocation) -> ThrownError {
        var f = ThrownError(value: .none, location: loc)
        f.isInitFailure = true
        return f
    }

    /// The enum whose value an initializer (a protocol extension's) is making in `r`.
    private func enumBeingMade(_ r: InoutReference, _ i: Interpreter) throws -> EnumType? {
        guard case .enumCase(let c) = try i.read(r.ref, at: loc) else { return nil }
        return c.type
    }

    private func delegate(_ i: Interpreter) throws {
        let me = i.frame.slots[0]
        let a = try evalArgs(args, i)
        if case .structValue(let sv) = me {
            // The value's own type: a protocol extension's initializer delegates to it.
            let s = sv.type
            guard let code = s.inits.first(where: { $0.accepts(labels: labels, trailing: trailing, selector: selector) })
                    ?? i.protocolInit(of: s, a, labels: labels, trailing: trailing) else {
                // An extension's initializer delegating to the memberwise one: the properties
                // it is given (the others keep their defaults, already stored).
                for (k, arg) in try i.memberwiseArguments(of: s, a, labels: labels, trailing: trailing, at: loc) {
                    try i.storeMemberwise(arg, into: sv, k, at: loc)
                }
                return
            }
            let r = try i.invoke(code, self: .structValue(sv), args: try i.arrange(a, for: code, map: code.match(labels: labels, trailing: trailing)!))
            try i.release(r)
            if code.isFailable, i.returnedNil {
                i.returnedNil = false
                throw Self.failure(at: loc)
            }
            return
        }
        if case .inoutReference(let r) = me, let e = try enumOwner ?? enumBeingMade(r, i) {
            // An enum's `self.init(…)`: the value that initializer (or `rawValue:`) makes.
            let made = try i.construct(.enumType(e), args: a, labels: labels, trailing: trailing, selector: selector, at: loc)
            if made.isNil { throw Self.failure(at: loc) }
            try i.write(made, to: r.ref, at: loc)
            return
        }
        guard case .object(let r) = me else { return }
        let o = r.takeUnretainedValue()
        let start: ClassType? = toSuper ? owner?.superclass : o.type
        guard let from = start else { throw Trap("'super.init' called in a class without a superclass", at: loc) }
        if !toSuper, from.findInit(labels: labels, trailing: trailing, selector: selector) == nil,
           let code = from.protocolInit(labels: labels, trailing: trailing) {
            let r = try i.invoke(code, self: me, args: try i.arrange(a, for: code, map: code.match(labels: labels, trailing: trailing)!))
            try i.release(r)
        } else if let code = from.findInit(labels: labels, trailing: trailing, selector: selector) {
            let map = code.match(labels: labels, trailing: trailing)!
            try i.runInit(code, on: o, from: from, args: try i.arrange(a, for: code, map: map))
        } else if labels.isEmpty {
            try i.runImplicitInit(on: o, from: from)
        } else {
            throw Trap("no initializer of '\(from.name)' accepts these arguments", at: loc)
        }
    }
}

/// `.name` or `.init(args)` with the type taken from context (a declared type, or the only
/// enum with such a case).
final class ImplicitMember: Expr {
    let type: TypeRef
    let name: String
    init(type: TypeRef, name: String, loc: CodeLocation) {
        self.type = type
        self.name = name
        super.init(loc: loc)
    }
    /// For a static computed property of a generic type (`.empty` where a `Page<Int>` is
    /// expected): what the read binds the type's parameters to.
    var genericCall: GenericCallBinding?
    override func eval(_ i: Interpreter) throws -> Value {
        if let genericCall { try i.prepareGenericCall(genericCall, at: loc) }
        return try i.staticMember(of: type, name, at: loc).0
    }
}

/// A type name used as a value (`Foo.self`, `Foo.shared`, `Flow.home`).
final class TypeValue: Expr {
    let type: TypeRef
    init(type: TypeRef, loc: CodeLocation) {
        self.type = type
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value { .metatype(type) }
}

/// `T.self` inside generic code: the metatype of what the running call (or `self`) bound
/// the parameter to, the declared type itself when the program declares it.
final class GenericParameterType: Expr {
    let template: GenericTemplate
    let parameter: GenericArguments
    init(template: GenericTemplate, parameter: GenericArguments, loc: CodeLocation) {
        self.template = template
        self.parameter = parameter
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        guard let bound = try template.fill(parameter, i, at: loc)?.plainEach.first else {
            throw Trap("coordlab cannot tell what this generic parameter is here", at: loc)
        }
        if let declared = i.types[bound], declared.nominal?.genericParameters.isEmpty ?? true { return .metatype(declared) }
        return .metatype(.builtin(bound))
    }
}
