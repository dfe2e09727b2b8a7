import CoordLabSyntax

/// `lazy var` in structs: the first read initialises the property in the struct's own
/// storage (a copy made before then initialises its own, as in Swift).
extension Interpreter {
    /// Reads member `name` of the value at `ref`, first running a struct's `lazy`
    /// initializer there if the property is still unset.
    func memberInitialisingLazy(_ ref: StorageRef, _ name: String, at loc: CodeLocation) throws -> (Value, TypeSpec) {
        let v = try read(ref, at: loc)
        guard case .structValue(let s) = v, let f = s.type.fieldIndex[name], let lazy = s.type.fields[f].lazyInitial,
              case .void = s.fields[f] else {
            return try member(of: copyForStatement(v), name, at: loc)
        }
        try modify(ref, at: loc) { sv in
            makeUnique(&sv)
            guard case .structValue(let u) = sv else { return [] }
            let made = try invoke(lazy, self: sv, args: [])
            let old = store(coerce(made, to: lazy.returnSpec), kind: u.type.fields[f].kind, into: &u.fields[f])
            return [old, made]
        }
        return try member(of: try read(ref, at: loc), name, at: loc)
    }
}
