import CoordLabSema

/// Finding the members a program's extensions give standard values (`extension Array {
/// func total() … }`): each extended type or protocol has a holder type (see
/// `StandardExtensions`) whose methods and computed properties a value of a standard kind
/// finds, most specific holder first, before the standard library's own members.
extension Interpreter {
    /// The holder of extensions of `name` (`Array`, `Collection`), made on first use.
    func standardExtensionHolder(_ name: String, at loc: CodeLocation) -> StructType {
        let key = StandardExtensions.holder(name)
        if let h = standardExtensions[key] { return h }
        let h = StructType(name: name, location: loc)
        h.extendsStandardType = true
        standardExtensions[key] = h
        return h
    }

    /// The standard kind of a value (a key of `StandardExtensions.conformances`).
    private func standardKind(of v: Value) -> String? {
        switch v {
        // A reversed view is typed as an array by the checker (keeping one is refused).
        case .array(let b): return b.kind == .slice ? "ArraySlice" : "Array"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .string: return "String"
        case .int: return "Int"
        case .sized(let s): return s.kind.name
        case .double: return "Double"
        case .bool: return "Bool"
        case .range(_, _, let closed): return closed ? "ClosedRange" : "Range"
        default:
            // A program's own sequence has what `extension Sequence` gives (a collection, `extension Collection`'s too).
            let protocols = Set(subscriptOwner(v)?.allProtocols().map(\.name) ?? [])
            if protocols.contains(OwnSequences.standIns["Collection"] ?? "") { return OwnCollections.kind }
            return protocols.contains(OwnSequences.standIns["Sequence"] ?? "") ? OwnSequences.kind : nil
        }
    }

    /// The holders whose members `v` has, most specific first.
    func holders(for v: Value) -> [StructType] {
        guard !standardExtensions.isEmpty, let k = standardKind(of: v) else { return [] }
        if let known = standardHoldersByKind[k] { return known }
        let found = StandardExtensions.conformances[k, default: []].compactMap { standardExtensions[StandardExtensions.holder($0)] }
        standardHoldersByKind[k] = found
        return found
    }

    /// The method a program's extension gives `v` for this call, if any.
    func extensionMethod(on v: Value, _ name: String, labels: [String?], trailing: Int) -> FunctionCode? {
        extensionMethod(in: holders(for: v), name, labels: labels, trailing: trailing)
    }

    /// The method one of `holders` (a value's, most specific first) has for this call, if any.
    func extensionMethod(in holders: [StructType], _ name: String, labels: [String?], trailing: Int) -> FunctionCode? {
        for h in holders {
            if let m = h.findMethod(name, labels: labels, trailing: trailing) { return m }
        }
        return nil
    }

    /// The getter of a computed property a program's extension gives `v`, if any.
    func extensionGetter(on v: Value, _ name: String) -> FunctionCode? {
        for h in holders(for: v) {
            if let g = h.findComputed(name) { return g }
        }
        return nil
    }

    /// The setter of a computed property a program's extension (of the standard type or
    /// of a protocol it conforms the type to) gives `v`, if any.
    func extensionSetter(on v: Value, _ name: String) -> FunctionCode? {
        for h in holders(for: v) {
            if let s = h.accessors(for: name, isStatic: false).setter { return s }
        }
        return nil
    }

    /// Whether a program's extension conforms the standard type of `v` to `p`
    /// (`extension Int: Describable`).
    func standardValue(_ v: Value, conformsTo p: ProtocolType) -> Bool {
        holders(for: v).contains { $0.conforms(to: p) }
    }

    /// The subscript a program's extension gives `v` for these labels, if any.
    func extensionSubscript(on v: Value, labels: [String?]) -> SubscriptCode? {
        for h in holders(for: v) {
            if let s = h.findSubscript(labels: labels) { return s }
        }
        return nil
    }

    /// The holder of extensions of the standard type `t` names, if the program extended it.
    func extensionHolder(of t: TypeRef) -> StructType? {
        guard case .builtin(let n) = t else { return nil }
        return standardExtensions[StandardExtensions.holder(n)]
    }

    /// Calls a `mutating` method of an extension on the value in `ref`: `self` is the
    /// caller's storage for the call, as for an `inout` argument.
    func callMutatingExtension(_ m: FunctionCode, at ref: StorageRef, _ a: [Value], labels: [String?], trailing: Int,
                               loc: CodeLocation) throws -> Value {
        let access = try beginInoutAccess(ref, at: loc)
        let args = try arrange(a, for: m, map: m.match(labels: labels, trailing: trailing)!)
        let r: Value
        do {
            r = try invoke(m, self: .inoutReference(access), args: args)
        } catch {
            try endInoutAccess(access)
            throw error
        }
        try endInoutAccess(access)
        keepUntilEndOfStatement(r)
        return r
    }
}
