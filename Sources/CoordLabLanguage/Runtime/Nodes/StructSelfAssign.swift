import CoordLabSyntax

/// `self = value` in a struct's initializer or `mutating` method: the storage being
/// initialized or mutated (slot 0, the caller's own value) takes the new value's stored
/// properties, and then lets go of its old ones in declaration order, as Swift's
/// assignment of a whole struct destroys the old value after storing the new one.
final class StructSelfAssign: Expr {
    let value: Expr
    init(value: Expr, loc: CodeLocation) {
        self.value = value
        super.init(loc: loc)
    }

    override func eval(_ i: Interpreter) throws -> Value {
        try Self.replace(i.frame.slots[0], with: try value.eval(i), i, at: loc)
        return .void
    }

    /// Gives the struct `current` (the caller's value itself) the stored properties of `new`.
    static func replace(_ current: Value, with new: Value, _ i: Interpreter, at loc: CodeLocation) throws {
        guard case .structValue(let target) = current, case .structValue(let source) = new else {
            throw Trap("cannot assign a value of another type to 'self'", at: loc)
        }
        guard source !== target else { return }
        source.fields.forEach(i.retain)
        let old = target.fields
        target.fields = source.fields
        target.genericArguments = source.genericArguments
        for v in old { try i.release(v) }
    }
}

/// `self = value` in a protocol extension's `mutating` method or initializer, whose
/// conformer is known only when it runs: the caller's storage, written as an `inout`
/// argument, when `self` is one (an enum, a class or a standard value); a struct
/// conformer's own value otherwise, as in the struct's own method.
final class ProtocolSelfAssign: Expr {
    let slot: Int
    let value: Expr
    init(slot: Int, value: Expr, loc: CodeLocation) {
        self.slot = slot
        self.value = value
        super.init(loc: loc)
    }

    override func eval(_ i: Interpreter) throws -> Value {
        let new = try value.eval(i)
        switch i.frame.slots[slot] {
        case .inoutReference(let r): try i.write(new, to: r.ref, at: loc)
        case .structValue: try StructSelfAssign.replace(i.frame.slots[slot], with: new, i, at: loc)
        default: try i.write(new, to: .local(slot, .strong), at: loc)
        }
        return .void
    }
}
