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
        let new = try value.eval(i)
        guard case .structValue(let target) = i.frame.slots[0], case .structValue(let source) = new else {
            throw Trap("cannot assign a value of another type to 'self'", at: loc)
        }
        guard source !== target else { return .void }
        source.fields.forEach(i.retain)
        let old = target.fields
        target.fields = source.fields
        target.genericArguments = source.genericArguments
        for v in old { try i.release(v) }
        return .void
    }
}
