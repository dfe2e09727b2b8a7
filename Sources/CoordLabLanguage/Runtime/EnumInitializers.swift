import CoordLabSyntax

/// An enum's declared initializers: `init(…) { self = .case }`.
extension Interpreter {
    /// The value `code`, an initializer of `e`, makes from `args` (a statement temporary),
    /// or nil when a failable one returned nil.
    ///
    /// `self` is the storage of the value being made, given to the initializer as an
    /// inout parameter, so `self = .x` writes it and a later `self = .y` replaces it as
    /// any assignment does.
    func constructEnum(_ e: EnumType, with code: FunctionCode, args: [Value], labels: [String?], trailing: Int,
                       at loc: CodeLocation) throws -> Value {
        // Until the body assigns it, `self` is a marker that is no case: it carries the
        // generic arguments the call makes the value with, for the cases made from them.
        let unassigned = EnumCase(type: e, index: -1)
        unassigned.genericArguments = pendingGenericArguments
        pendingGenericArguments = nil
        let storage = Box(value: .enumCase(unassigned), kind: .strong, name: "self")
        let access = InoutReference(ref: .boxed(storage), writeBack: nil, temporary: nil, location: loc)
        let map = code.match(labels: labels, trailing: trailing)!
        do {
            _ = try invoke(code, self: .inoutReference(access), args: try arrange(args, for: code, map: map))
        } catch let e as ThrownError where e.isInitFailure {
            // It delegated to a failable initializer that failed: the call makes nil.
            try release(storage.value)
            return .none
        } catch {
            try release(storage.value)
            throw error
        }
        let made = storage.value
        storage.value = .void
        if code.isFailable, returnedNil {
            returnedNil = false
            try release(made)
            return .none
        }
        if case .enumCase(let c) = made, c === unassigned {
            throw Trap("'self' used before being initialized in '\(e.name).init'", at: loc)
        }
        if isCounted(made) { temps.append(made) }
        return made
    }
}
