import CoordLabSyntax

/// A binary operator on two evaluated operands (`+`, `==`, `<`, `===`, `..<`, …).
final class BinaryOp: ConsumingExpr {
    let op: BinaryOperator
    let lhs: Expr
    let rhs: Expr
    init(op: BinaryOperator, lhs: Expr, rhs: Expr, loc: CodeLocation) {
        self.op = op
        self.lhs = lhs
        self.rhs = rhs
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        let a = try lhs.eval(i)
        let b = try rhs.eval(i)
        return try i.binary(op, a, b, at: loc)
    }
}

/// `a && b`, `a || b`: the right side runs only when needed.
final class LogicalOp: Expr {
    let isAnd: Bool
    let lhs: Expr
    let rhs: Expr
    init(isAnd: Bool, lhs: Expr, rhs: Expr, loc: CodeLocation) {
        self.isAnd = isAnd
        self.lhs = lhs
        self.rhs = rhs
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        guard case .bool(let a) = try lhs.eval(i) else { throw Trap("'&&'/'||' needs Bool operands", at: loc) }
        if isAnd ? !a : a { return .bool(a) }
        return try rhs.eval(i)
    }
}

/// `a ?? b`: the right side runs only when `a` is nil.
final class NilCoalescing: Expr {
    let lhs: Expr
    let rhs: Expr
    init(lhs: Expr, rhs: Expr, loc: CodeLocation) {
        self.lhs = lhs
        self.rhs = rhs
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let a = try lhs.eval(i)
        return a.isNil ? try rhs.eval(i) : a
    }
    override func isOptional(_ i: Interpreter) -> Bool { rhs.isOptional(i) }
}

/// Prefix `-x` and `!x`.
final class PrefixOp: Expr {
    let op: String
    let operand: Expr
    init(op: String, operand: Expr, loc: CodeLocation) {
        self.op = op
        self.operand = operand
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let v = try operand.eval(i)
        switch (op, v) {
        case ("-", .int(let n)):
            let (r, o) = (0).subtractingReportingOverflow(n)
            if o { throw Trap("arithmetic overflow", at: loc) }
            return .int(r)
        case ("-", .double(let d)): return .double(-d)
        case ("-", .float(let f)): return .float(-f)
        case ("+", _): return v
        case ("!", .bool(let b)): return .bool(!b)
        case ("~", .int(let n)): return .int(~n)
        case (_, .sized(let s)):
            if let r = try i.sizedPrefix(op, s, at: loc) { return r }
            throw Trap("unary operator '\(op)' cannot be applied to \(i.typeName(of: v))", at: loc)
        default: throw Trap("unary operator '\(op)' cannot be applied to \(i.typeName(of: v))", at: loc)
        }
    }
}

/// `c ? a : b`.
final class Ternary: Expr {
    let condition: Expr
    let then: Expr
    let otherwise: Expr
    init(condition: Expr, then: Expr, otherwise: Expr, loc: CodeLocation) {
        self.condition = condition
        self.then = then
        self.otherwise = otherwise
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        guard case .bool(let c) = try condition.eval(i) else { throw Trap("condition is not a Bool", at: loc) }
        return try (c ? then : otherwise).eval(i)
    }
    override func isOptional(_ i: Interpreter) -> Bool { then.isOptional(i) || otherwise.isOptional(i) }
}

/// `x!`, or the value of a `T!` declaration used where a `T` is expected.
final class ForceUnwrap: Expr {
    let operand: Expr
    /// Whether Swift unwraps it implicitly (a `T!`), which its trap message says.
    let isImplicit: Bool
    init(operand: Expr, isImplicit: Bool = false, loc: CodeLocation) {
        self.operand = operand
        self.isImplicit = isImplicit
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let v = try operand.eval(i)
        if v.isNil {
            throw Trap("Unexpectedly found nil while \(isImplicit ? "implicitly " : "")unwrapping an Optional value", at: loc)
        }
        return v
    }
}

/// `x?` inside a chain: nil ends the whole chain with nil.
final class OptionalChainLink: Expr {
    let operand: Expr
    init(operand: Expr, loc: CodeLocation) {
        self.operand = operand
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let v = try operand.eval(i)
        if v.isNil { throw OptionalChainNil() }
        return v
    }
    override var isOptionalChainLink: Bool { true }
    /// A function's type, for the effects a call of it needs (`completion?()`).
    override var staticSpec: TypeSpec { operand.staticSpec.isFunction ? operand.staticSpec.nonOptional : .unknown }
}

/// The end of an optional chain (`a?.b.c()`): nil if any link was nil.
final class OptionalChainRoot: Expr {
    let chain: Expr
    init(chain: Expr, loc: CodeLocation) {
        self.chain = chain
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        do {
            // A chain ending in a Void call or an assignment that ran gives `Optional(())`.
            return try chain.eval(i)
        } catch is OptionalChainNil {
            return .none
        }
    }
    override func isOptional(_ i: Interpreter) -> Bool { true }
}

/// `x is T`, `x as? T`, `x as! T`, `x as T`.
final class Cast: Expr {
    public enum Kind { case check, conditional, forced, plain }
    let kind: Kind
    let operand: Expr
    let target: TypeSpec
    /// For a cast to `Self`: the dynamic type, which replaces `target` when the cast runs.
    var dynamicTarget: Expr?
    /// For a cast to a generic parameter (`as? Value`): what the running call or `self`
    /// bound it to replaces `target` when the cast runs.
    var parameterTarget: (template: GenericTemplate, parameter: GenericArguments)?
    /// Whether the target is the metatype of that generic parameter (`is U.Type`).
    var targetsParameterMetatype = false
    /// For an operand of generic parameter type (`x is String` for an `x: T`): `T.self`,
    /// the type the running call bound, which tells a `Character` or `Substring` from a
    /// `String` where the value (a string either way) cannot.
    var operandParameterType: Expr?
    init(kind: Kind, operand: Expr, target: TypeSpec, loc: CodeLocation) {
        self.kind = kind
        self.operand = operand
        self.target = target
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let v = try operand.eval(i)
        if kind == .plain { return i.coerce(v, to: target) }
        var target = self.target
        if let d = dynamicTarget, case .metatype(let t) = try d.eval(i) { target.name = t.name }
        if let (template, parameter) = parameterTarget {
            guard let bound = try template.fill(parameter, i, at: loc)?.plainEach[0] else { throw Trap("coordlab cannot tell what this cast's generic parameter is here", at: loc) }
            target = TypeSpec(spelled: targetsParameterMetatype ? bound + ".Type" : bound, optional: target.isOptional)
        }
        let ok = try stringKind(of: v, i).map { $0 == target.name } ?? i.value(v, isA: target)
        switch kind {
        case .check: return .bool(ok)
        case .conditional: return ok ? i.castTuple(v, to: target.name) : .none
        case .forced:
            if ok { return i.castTuple(v, to: target.name) }
            // An Optional operand that is nil: Swift unwraps it before the cast.
            if v.isNil, !target.isOptional, operand.isOptional(i) {
                throw Trap("Unexpectedly found nil while unwrapping an Optional value", at: loc)
            }
            throw Trap("Could not cast value of type '\(i.qualifiedTypeName(of: v))' to '\(i.qualifiedName(target) + (target.genericArguments ?? ""))'.", at: loc)
        case .plain: return v
        }
    }
    /// The string type (`String`, `Character`, `Substring`) a string operand of generic
    /// parameter type was bound as, when the target is one of those too; else nil.
    private func stringKind(of v: Value, _ i: Interpreter) throws -> String? {
        guard case .string = v, Self.stringTypes.contains(target.name), let operandParameterType,
              case .metatype(let bound) = try operandParameterType.eval(i), Self.stringTypes.contains(bound.name) else { return nil }
        return bound.name
    }

    private static let stringTypes: Set<String> = ["String", "Character", "Substring"]

    /// `as?` gives an optional; so does `as T?`, and `as Any` of an optional operand, which
    /// Swift boxes whole (it prints as `Optional(…)`).
    override func isOptional(_ i: Interpreter) -> Bool {
        switch kind {
        case .conditional: return true
        case .plain: return target.isOptional || (target.name == "Any" && operand.isOptional(i))
        case .check, .forced: return false
        }
    }
}
