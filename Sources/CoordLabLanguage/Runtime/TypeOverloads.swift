/// Methods and functions that share a name and argument labels and differ in a
/// parameter's type (`store(in: inout Set<AnyCancellable>)` and `store(in: inout
/// [AnyCancellable])`): Swift picks one by the arguments' static types; coordlab picks it
/// when the call runs, by the arguments' values.
///
/// The two choices agree when the differing parameter types are of different kinds that no
/// value is both of (an Array and a Set, an Int and a String, two structs, a function and
/// anything else: Dispatch's `async(execute:)` of a block and of a work item); overloads
/// that differ only in class or protocol types, where a value's static and dynamic types
/// can differ, are refused when declared (see `TypeOverloads.canTellApart`).
enum TypeOverloads {
    /// Whether calls can tell `a` and `b` (same labels) apart by their arguments' values.
    static func canTellApart(_ a: FunctionCode, _ b: FunctionCode, types: [String: TypeRef]) -> Bool {
        guard a.params.count == b.params.count else { return false }
        var differ = false
        for (p, q) in zip(a.params, b.params) where p.spec != q.spec {
            // A function and a named type of any other kind: a closure is never both (and
            // a closure argument picks the function over a generic parameter, as in Swift).
            if p.spec.isFunction != q.spec.isFunction, !(p.spec.isFunction ? q : p).spec.name.isEmpty {
                differ = true
                continue
            }
            // Each its own function's generic parameter: the same place, differently named.
            if a.genericParameters.contains(p.spec.name), b.genericParameters.contains(q.spec.name) { continue }
            guard isKind(p.spec, types), isKind(q.spec, types), p.spec.name != q.spec.name else { return false }
            differ = true
        }
        return differ
    }

    /// Whether `spec` names a kind of value with no subtypes: a standard value type, a
    /// collection, a struct or an enum.
    private static func isKind(_ spec: TypeSpec, _ types: [String: TypeRef]) -> Bool {
        if spec.isFunction || spec.name.isEmpty { return false }
        if ["Int", "Double", "String", "Bool", "Character", "Array", "ArraySlice", "Set", "Dictionary"].contains(spec.name) { return true }
        switch types[spec.name] {
        case .structType?, .enumType?: return true
        default: return false
        }
    }
}

extension Interpreter {
    /// The overload of `code` whose parameters the arguments in `f` fit (`code` itself
    /// when it has no others).
    func overload(of code: FunctionCode, arguments f: Frame) -> FunctionCode {
        guard let group = code.typeOverloads else { return code }
        // A parameter of the candidate's own generic type takes any argument (its
        // constraints were checked before the run), but a closure goes to an overload
        // that takes a function there first: Swift ranks the more specific one higher.
        for genericTakesClosures in [false, true] {
            let fitting = group.first { candidate in
                candidate.params.indices.allSatisfy { k in
                    let spec = candidate.params[k].spec
                    let argument = f.slots[code.firstParamSlot + k]
                    if candidate.genericParameters.contains(spec.name) {
                        if case .closure = argument { return genericTakesClosures }
                        return true
                    }
                    return fits(argument, spec)
                }
            }
            if let fitting { return fitting }
        }
        return code
    }

    /// Whether argument `v` (read through an `inout` reference) is of the kind `spec` names.
    private func fits(_ v: Value, _ spec: TypeSpec) -> Bool {
        var v = v
        if case .inoutReference(let r) = v, let current = try? read(r.ref, at: r.location) { v = current }
        if v.isNil { return spec.isOptional }
        if case .closure = v { return spec.isFunction }
        if spec.isFunction { return false }
        switch v {
        case .array(let b): return spec.name == b.kind.typeName
        case .set: return spec.name == "Set"
        case .dictionary: return spec.name == "Dictionary"
        default: return value(v, isA: spec)
        }
    }
}
