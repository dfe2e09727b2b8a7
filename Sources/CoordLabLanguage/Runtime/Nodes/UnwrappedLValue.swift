/// `x?` or `x!` as the base of an assignment target (`h?.n = 2`, `h!.n = 2`): the same
/// storage as `x` (optionals are flattened), after checking that it holds a value. With
/// `?`, nil ends the optional chain and nothing is written; with `!`, nil traps.
final class UnwrappedLValue: LValue {
    let inner: LValue
    /// `?` (true) or `!` (false).
    let isChain: Bool
    init(inner: LValue, isChain: Bool, loc: CodeLocation) {
        self.inner = inner
        self.isChain = isChain
        super.init(loc: loc)
    }

    override func resolve(_ i: Interpreter) throws -> StorageRef {
        let ref = try inner.resolve(i)
        let v = try i.read(ref, at: loc)
        if v.isNil {
            if isChain { throw OptionalChainNil() }
            throw Trap("Unexpectedly found nil while unwrapping an Optional value", at: loc)
        }
        // A property behind a getter (an observed or computed one) is read once; what is
        // written to the unwrapped value (`bump(&h.item!)`, a struct's member) goes back
        // through the setter (see `StorageRef.snapshot`). An object's own members are written
        // in the object, which leaves the property alone.
        if case .accessor(let p) = ref {
            return .snapshot(of: v, p)
        }
        return ref
    }

    override var spec: TypeSpec { inner.spec.nonOptional }
}
