import CoordLabSyntax

/// `==` and `<` a program declares for its own types (`static func < (l: Version, r:
/// Version) -> Bool`), used wherever Swift uses them on such values: the comparison
/// operators Swift derives from them (`>`, `<=`, `>=`, `!=`), and the standard library's
/// `sorted()`, `min()`, `max()`, `contains(_:)` and `firstIndex(of:)`.
extension Interpreter {
    /// The static operator function `op` that `v`'s type (its superclasses, its protocols'
    /// extensions) declares for two of its values.
    func declaredOperator(_ op: String, for v: Value) -> (code: FunctionCode, owner: TypeRef)? {
        let owner: TypeRef
        switch v {
        case .object(let r): owner = .classType(r.takeUnretainedValue().type)
        case .structValue(let s): owner = .structType(s.type)
        case .enumCase(let e): owner = .enumType(e.type)
        default: return nil
        }
        guard let n = owner.nominal, !n.extendsStandardType,
              let code = n.findStaticMethod(op, labels: [nil, nil], trailing: 0) else { return nil }
        return (code, owner)
    }

    /// `a op b` through the operators `a`'s type declares, or nil when it declares none
    /// that gives `op`: `>` is `b < a`, `<=` is `!(b < a)`, `>=` is `!(a < b)`, `!=` is
    /// `!(a == b)`, as Swift's Comparable and Equatable define them.
    func declaredComparison(_ op: BinaryOperator, _ a: Value, _ b: Value, at loc: CodeLocation) throws -> Value? {
        // `token == nil` is Optional's comparison: the type's own `==` never sees nil.
        if case .none = b { return nil }
        if case .none = a { return nil }
        if let own = declaredOperator(op.rawValue, for: a) { return try callOperator(own, a, b, at: loc) }
        let derived: (name: String, swapped: Bool, negated: Bool)
        switch op {
        case .greater: derived = ("<", true, false)
        case .lessOrEqual: derived = ("<", true, true)
        case .greaterOrEqual: derived = ("<", false, true)
        case .notEqual: derived = ("==", false, true)
        case .less: return try synthesizedEnumOrder(op, a, b, at: loc)
        default: return nil
        }
        guard let f = declaredOperator(derived.name, for: a) else {
            return derived.name == "<" ? try synthesizedEnumOrder(op, a, b, at: loc) : nil
        }
        let r = try callOperator(f, derived.swapped ? b : a, derived.swapped ? a : b, at: loc)
        guard derived.negated, case .bool(let x) = r else { return r }
        return .bool(!x)
    }

    /// `a op b` (`<`, `>`, `<=`, `>=`) of two cases of an enum that declares `Comparable`
    /// without a `<` of its own: Swift's synthesized order, by the order the cases are
    /// declared, then by their associated values in order. nil for any other values.
    private func synthesizedEnumOrder(_ op: BinaryOperator, _ a: Value, _ b: Value, at loc: CodeLocation) throws -> Value? {
        guard case .enumCase(let x) = a, case .enumCase(let y) = b, x.type === y.type,
              x.type.conforms(toStandard: "Comparable") else { return nil }
        if x.index != y.index { return try binary(op, .int(x.index), .int(y.index), at: loc) }
        for (p, q) in zip(x.payload, y.payload) where !(try equal(p, q, at: loc)) { return try binary(op, p, q, at: loc) }
        return .bool(op == .lessOrEqual || op == .greaterOrEqual)
    }

    /// Whether `a == b`, through the `==` their type declares when it declares one.
    ///
    /// Arrays, dictionaries, tuples, structs and enum payloads compare their parts this way
    /// too, as Swift's `==` of `[Base]` calls `Base.==` on each pair of elements.
    func equal(_ a: Value, _ b: Value, at loc: CodeLocation) throws -> Bool {
        if case .none = a { return valuesEqual(a, b) }
        if case .none = b { return valuesEqual(a, b) }
        if let f = declaredOperator("==", for: a), case .bool(let x) = try callOperator(f, a, b, at: loc) { return x }
        func all(_ x: [Value], _ y: [Value]) throws -> Bool {
            guard x.count == y.count else { return false }
            for (p, q) in zip(x, y) where !(try equal(p, q, at: loc)) { return false }
            return true
        }
        switch (a, b) {
        case (.array(let x), .array(let y)): return try all(x.items, y.items)
        case (.tuple(let x), .tuple(let y)): return try all(x.elements, y.elements)
        case (.structValue(let x), .structValue(let y)): return try x.type === y.type && all(x.fields, y.fields)
        case (.enumCase(let x), .enumCase(let y)) where !x.payload.isEmpty:
            return try x.type === y.type && x.index == y.index && all(x.payload, y.payload)
        case (.dictionary(let x), .dictionary(let y)):
            guard x.keys.count == y.keys.count else { return false }
            for (k, v) in zip(x.keys, x.values) {
                guard let w = y.value(for: k), try equal(v, w, at: loc) else { return false }
            }
            return true
        default: return valuesEqual(a, b)
        }
    }

    /// Calls a declared operator function with two operands.
    private func callOperator(_ f: (code: FunctionCode, owner: TypeRef), _ a: Value, _ b: Value,
                              at loc: CodeLocation) throws -> Value {
        try call(f.code, self: .metatype(f.owner), args: [a, b], labels: [nil, nil], trailing: 0, at: loc)
    }
}
