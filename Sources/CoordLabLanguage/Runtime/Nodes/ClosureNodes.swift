import CoordLabSyntax

/// Where a closure's capture comes from when the closure is created.
enum CaptureSource {
    /// A boxed local of the enclosing frame (capture by reference).
    case box(slot: Int)
    /// A capture-list entry `[weak x]`, `[unowned self]`, `[x]`: the value, evaluated now.
    case value(Expr, ReferenceKind)
}

/// `{ … }`: creates a closure holding its captures.
final class ClosureLiteral: Expr {
    let code: FunctionCode
    let sources: [CaptureSource]
    /// The generic function whose running call's environment the closure keeps (it is
    /// written in that function's body), if any.
    var genericFunction: String?
    init(code: FunctionCode, sources: [CaptureSource], loc: CodeLocation) {
        self.code = code
        self.sources = sources
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        var caps: [Value] = []
        var kinds: [ReferenceKind] = []
        caps.reserveCapacity(sources.count)
        for s in sources {
            switch s {
            case .box(let slot):
                let b = i.frame.slots[slot]
                i.retain(b)
                caps.append(b)
                kinds.append(.strong)
            case .value(let e, let k):
                let v = try e.eval(i)
                if k == .strong { i.retain(v) }
                caps.append(v)
                kinds.append(k)
            }
        }
        let closure = Closure(code: code, captures: caps, captureKinds: kinds)
        if let genericFunction, let env = i.genericEnvironments.last, env.function == genericFunction {
            closure.genericEnvironment = env
        }
        let v = Value.closure(closure)
        i.temps.append(v)
        return v
    }
}

/// Reads a closure's capture-list entry (weak entries read nil after deinit).
final class CaptureRead: Expr {
    let slot: Int
    let kind: ReferenceKind
    init(slot: Int, kind: ReferenceKind, loc: CodeLocation) {
        self.slot = slot
        self.kind = kind
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let v = try i.readReference(i.frame.slots[slot], kind: kind, at: loc)
        return kind == .strong ? v : i.copyForStatement(v)
    }
    override func isOptional(_ i: Interpreter) -> Bool { kind == .weak }
}

/// A local `func` declaration: binds a closure to its (boxed) slot.
final class LocalFunctionDecl: Stmt {
    let slot: Int
    let closure: ClosureLiteral
    init(slot: Int, closure: ClosureLiteral, loc: CodeLocation) {
        self.slot = slot
        self.closure = closure
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        let mark = i.temps.count
        let v = try closure.eval(i)
        i.retain(v)
        i.frame.slots[slot] = v
        try i.releaseTemporaries(to: mark)
        return .normal
    }
}

/// `base[index]` as a value.
final class SubscriptRead: ConsumingExpr {
    let base: Expr
    let index: Expr
    init(base: Expr, index: Expr, loc: CodeLocation) {
        self.base = base
        self.index = index
        super.init(loc: loc)
    }
    override func perform(_ i: Interpreter) throws -> Value {
        let b = try base.eval(i)
        let k = try index.eval(i)
        if case .dictionary = b { lastWasDictionary = true } else { lastWasDictionary = false }
        lastOwner = i.subscriptOwner(b)
        return try i.subscriptRead(b, k, at: loc)
    }
    /// Whether the last read was a dictionary lookup (which gives an Optional); recorded so
    /// that printing does not evaluate the base a second time.
    private var lastWasDictionary = false
    /// The type whose declared subscript the last read went through, if any.
    private var lastOwner: NominalType?
    override func isOptional(_ i: Interpreter) -> Bool {
        lastWasDictionary || lastOwner?.findSubscript(labels: [nil])?.getter.returnSpec.isOptional == true
    }
}

/// `base[index]` (or a declared subscript's `base[a, label: b]`) as an assignment target.
final class SubscriptLValue: LValue {
    let base: LValue
    let index: Expr
    /// Further arguments and every argument's label, for declared subscripts.
    var more: [Expr] = []
    var labels: [String?] = [nil]
    /// What a use of a generic subscript binds its parameters to.
    var genericCall: GenericCallBinding?
    init(base: LValue, index: Expr, loc: CodeLocation) {
        self.base = base
        self.index = index
        super.init(loc: loc)
    }
    override func resolve(_ i: Interpreter) throws -> StorageRef {
        let ref = try base.resolve(i)
        let k = try index.eval(i)
        let v = try i.read(ref, at: loc)
        if more.isEmpty, labels[0] == nil, i.subscriptOwner(v) == nil {
            return try builtin(ref, v, k, i)
        }
        let args = [k] + (try more.map { try $0.eval(i) })
        let property: PropertyRef
        switch v {
        case .object(let r):
            _ = i.copyForStatement(v)
            property = PropertyRef(base: .object(r), name: "subscript", subscript: args, labels: labels)
        case .structValue, .enumCase:
            property = PropertyRef(base: .structAt(ref), name: "subscript", subscript: args, labels: labels)
        default: throw Trap("cannot assign through subscript", at: loc)
        }
        property.genericCall = genericCall
        return .accessor(property)
    }

    /// An array's element type, or a dictionary's value type (optional: `d[k] = nil` removes),
    /// when the base's declared type says it.
    override var spec: TypeSpec {
        let b = base.spec
        guard b.name == "Array" || b.name == "Dictionary", let element = b.element, !element.isEmpty else { return .unknown }
        return TypeSpec.named(element, optional: b.name == "Dictionary")
    }

    /// An array element or dictionary entry.
    private func builtin(_ ref: StorageRef, _ v: Value, _ k: Value, _ i: Interpreter) throws -> StorageRef {
        switch v {
        case .array:
            guard case .int(let n) = k else { throw Trap("array index must be an Int", at: loc) }
            return .element(ref, n, loc)
        case .dictionary(let d): return .entry(ref, try i.canonicalKey(k, in: d, at: loc))
        default: throw Trap("cannot assign through subscript", at: loc)
        }
    }
}
