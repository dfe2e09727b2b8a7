/// `&target` as a call argument: begins an `inout` access to the target's storage. The
/// access is a temporary of the call, so it ends (writing back, if it must) as soon as
/// the call returns or throws.
final class InoutArgument: Expr {
    let target: LValue
    init(target: LValue, loc: CodeLocation) {
        self.target = target
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let access = Value.inoutReference(try i.beginInoutAccess(try target.resolve(i), at: loc))
        i.temps.append(access)
        return access
    }
    override var staticSpec: TypeSpec { target.spec }
}

/// Reads an `inout` parameter: the value in the caller's storage, copied for the statement.
final class InoutParameterRead: Expr {
    let slot: Int
    let spec: TypeSpec
    init(slot: Int, spec: TypeSpec, loc: CodeLocation) {
        self.slot = slot
        self.spec = spec
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        // The `self` of a protocol extension's mutating method is the caller's storage for a
        // standard value, and the value itself for a struct or class conformer.
        guard case .inoutReference(let r) = i.frame.slots[slot] else { return i.copyForStatement(i.frame.slots[slot]) }
        return i.copyForStatement(try i.read(r.ref, at: loc))
    }
    override func isOptional(_ i: Interpreter) -> Bool { spec.isOptional }
    override var staticSpec: TypeSpec { spec }
}

/// An `inout` parameter as an assignment target: the caller's storage.
final class InoutParameterLValue: LValue {
    let slot: Int
    let declared: TypeSpec
    init(slot: Int, spec: TypeSpec, loc: CodeLocation) {
        self.slot = slot
        declared = spec
        super.init(loc: loc)
    }
    override func resolve(_ i: Interpreter) throws -> StorageRef {
        // See `InoutParameterRead`: a conformer's own `self` is an ordinary local.
        guard case .inoutReference(let r) = i.frame.slots[slot] else { return .local(slot, .strong) }
        return r.ref
    }
    override var spec: TypeSpec { declared }
}
