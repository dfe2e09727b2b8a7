import CoordLabSyntax

/// `target = value`: the target's base is evaluated first, then the value, then the store.
final class Assign: Expr {
    let target: LValue
    let value: Expr
    /// What storing into the target converts, decided from its declared type once
    /// (`target.spec` is a dynamic call that copies it).
    private let coercion: StoreCoercion
    /// The target when it is a property (`child.parent = …`), for the direct store.
    private let memberTarget: MemberLValue?
    init(target: LValue, value: Expr, loc: CodeLocation) {
        self.target = target
        self.value = value
        coercion = StoreCoercion(target.spec)
        memberTarget = target as? MemberLValue
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        // A stored property of a borrowed base: found before the value runs, as Swift does,
        // and stored without describing the storage first.
        if memberTarget != nil, let (r, f) = memberTarget!.borrowedField(i) {
            // The base is a `let` local or `self`: it holds the instance for the statement.
            try r._withUnsafeGuaranteedRef { try i.storeField(try value.eval(i), into: $0, f) }
            return .void
        }
        let ref = try target.resolve(i)
        let v = i.coerce(try value.eval(i), with: coercion)
        try i.write(v, to: ref, at: loc)
        return .void
    }
}

/// `_ = value`: evaluates and discards.
final class Discard: Expr {
    let value: Expr
    init(value: Expr, loc: CodeLocation) {
        self.value = value
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        try Self.ignore(value, i)
        return .void
    }

    /// Evaluates `e` for its effects only. A tuple literal's elements are ignored one at a
    /// time, as Swift does: `_ = (A(), B())` frees the `A` before it makes the `B`.
    static func ignore(_ e: Expr, _ i: Interpreter) throws {
        guard let t = e as? TupleLiteral else {
            _ = try e.eval(i)
            return
        }
        for element in t.elements {
            let mark = i.temps.count
            try ignore(element, i)
            try i.releaseTemporaries(to: mark)
        }
    }
}

/// `target op= value` (`+=`, `-=`, `*=`, `/=`, `%=`), including `array += [x]`.
final class CompoundAssign: Expr {
    let op: BinaryOperator
    let target: LValue
    let value: Expr
    init(op: BinaryOperator, target: LValue, value: Expr, loc: CodeLocation) {
        self.op = op
        self.target = target
        self.value = value
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let ref = try target.resolve(i)
        let rhs = try value.eval(i)
        // Counting in a variable (`k += 1`): an Int replaces an Int, with nothing to retain
        // or release, so the general read and write are skipped.
        if case .int = rhs {
            switch ref {
            case .local(let s, .strong):
                if case .int = i.frame.slots[s] {
                    i.frame.slots[s] = try i.binary(op, i.frame.slots[s], rhs, at: loc)
                    return .void
                }
            case .global(let g):
                if case .int = i.globals[g], i.globalKinds[g] == .strong {
                    i.globals[g] = try i.binary(op, i.globals[g], rhs, at: loc)
                    return .void
                }
            default:
                break
            }
        }
        let current = try i.read(ref, at: loc)
        if case .array = current, case .array(let add) = rhs, op == .add {
            try i.modify(ref, at: loc) { v in
                i.makeUnique(&v)
                if case .array(let b) = v {
                    add.items.forEach(i.retain)
                    b.items.append(contentsOf: add.items)
                }
                return []
            }
            return .void
        }
        let result = try i.binary(op, current, rhs, at: loc)
        try i.write(result, to: ref, at: loc)
        return .void
    }
}
