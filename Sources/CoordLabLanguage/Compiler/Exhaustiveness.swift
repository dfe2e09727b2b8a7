import CoordLabSyntax
import SwiftSyntax

/// swiftc's rule that a `switch` covers every value of its subject, checked on the type
/// coordlab can see: enums (with their associated values), `Bool`, optionals and tuples of
/// these; any other type needs a `default` or a pattern that always matches.
extension Compiler {
    /// The values a subject can take, as far as exhaustiveness is concerned.
    indirect enum Space {
        /// An enum; `parameters` gives the spaces of its generic parameters the subject's
        /// type binds to a type the check can list: `Never` (`Failure` of a
        /// `Result<Int, Never>`, whose cases need no pattern) or an Optional (`nil` and `x?`
        /// cover a `T` bound to `User?`).
        case enumeration(EnumType, parameters: [String: Space] = [:])
        /// A type without values (`Never`, an enum without cases): nothing to cover.
        case uninhabited
        case bool
        case optional(Space)
        case tuple([Space])
        /// A type with no cases to list (Int, String, classes, …): only a catch-all covers it.
        case opaque
    }

    /// A pattern as the check sees it: matches anything, a constructor with sub-patterns, or
    /// something it cannot list (a value, a cast).
    private enum Head {
        case any
        case constructor(String, [Pattern])
        case other
    }

    /// Throws swiftc's error when the clauses (their `where`-free patterns) miss a value.
    func checkExhaustive(_ clauses: [SwitchStmt.Clause], subject: Expr, at s: SwitchExprSyntax) throws {
        var rows: [[Pattern]] = []
        for c in clauses {
            for (p, g) in zip(c.patterns, c.guards) where g == nil { rows.append([p]) }
        }
        guard var space = subjectSpace(subject, clauses) else { return }
        if case .enumeration(let e, _) = space.unwrapped, let t = typed?.type(of: s.subject) {
            space = space.rewrapped(.enumeration(e, parameters: parameterSpaces(of: e, in: t)))
        }
        if !covers(rows, [space]) { throw CompileError("switch must be exhaustive", at: loc(s.switchKeyword)) }
    }

    /// The subject's space from its declared type, else from the patterns written against
    /// it; nil when neither tells (then the check is left out).
    private func subjectSpace(_ subject: Expr, _ clauses: [SwitchStmt.Clause]) -> Space? {
        let patterns = clauses.flatMap(\.patterns)
        if let t = subject as? TupleLiteral {
            var parts: [Space] = []
            for (k, x) in t.elements.enumerated() {
                let column = patterns.compactMap { p -> Pattern? in
                    if case .tuple(let ps) = p, ps.count == t.elements.count { return ps[k] }
                    return nil
                }
                guard let s = space(of: x.staticSpec) ?? literalSpace(x) ?? inferSpace(column) else { return nil }
                parts.append(s)
            }
            return .tuple(parts)
        }
        return space(of: subject.staticSpec) ?? literalSpace(subject) ?? inferSpace(patterns)
    }

    /// The space of a literal subject (`true`, `3`).
    private func literalSpace(_ e: Expr) -> Space? {
        guard let l = e as? Literal else { return nil }
        switch l.value {
        case .bool: return .bool
        case .enumCase(let c): return .enumeration(c.type)
        case .int, .double, .string: return .opaque
        default: return nil
        }
    }

    /// The space the patterns' own constructors and literals imply.
    private func inferSpace(_ patterns: [Pattern]) -> Space? {
        for p in patterns {
            switch p {
            case .enumCase(let n):
                if n != "none", let (e, _) = resolveCase(n, typeName: "") { return .enumeration(e) }
            case .enumPayload(let n, _):
                if let (e, _) = resolveCase(n, typeName: "", payloadOnly: true) { return .enumeration(e) }
            case .value(let x as Literal):
                if let s = literalSpace(x) { return s }
            default: continue
            }
        }
        return nil
    }

    /// The space of a declared type; nil when no type was written.
    private func space(of spec: TypeSpec) -> Space? {
        if spec.name.isEmpty || spec.isFunction { return nil }
        let base: Space
        if spec.name == "Bool" { base = .bool }
        else if spec.name == "Never" { base = .uninhabited }
        else if case .enumType(let e)? = interpreter.types[spec.name] { base = e.cases.isEmpty ? .uninhabited : .enumeration(e) }
        // `(Int, Bool)`: a tuple of its elements' spaces.
        else if let elements = TupleLabels.elementSpecs(typeName: spec.name), elements.count > 1 {
            base = .tuple(elements.map { space(of: $0) ?? .opaque })
        }
        else { base = .opaque }
        return spec.isOptional ? .optional(base) : base
    }

    /// The constructors of a space with the spaces of their parts; nil for an opaque one.
    private func constructors(_ s: Space) -> [(String, [Space])]? {
        switch s {
        case .enumeration(let e, let parameters):
            return e.cases.map { c in
                (c.name, c.payloadSpecs.map { p in (p.isOptional ? nil : parameters[p.name]) ?? space(of: p) ?? .opaque })
            }
        case .uninhabited: return []
        case .bool: return [("true", []), ("false", [])]
        case .optional(let inner): return [("none", []), ("some", [inner])]
        case .tuple(let parts): return [("()", parts)]
        case .opaque: return nil
        }
    }

    /// How pattern `p` splits a value of space `s`.
    private func head(_ p: Pattern, _ s: Space) -> Head {
        switch p {
        case .wildcard, .bind: return .any
        // A tuple of patterns that each match anything matches any tuple, whether or not
        // its type's space was seen (`.pair((let x, let y))` of a case holding a tuple).
        case .tuple(let ps): return ps.allSatisfy(isAny) ? .any : .constructor("()", ps)
        case .some(let inner): return .constructor("some", [inner])
        case .enumCase(let n): return wrap(n, [], p, s)
        case .enumPayload(let n, let ps): return wrap(n, ps, p, s)
        case .value(let x as Literal):
            switch x.value {
            case .bool(let b): return wrap(b ? "true" : "false", [], p, s)
            case .enumCase(let e) where e.payload.isEmpty: return wrap(e.name, [], p, s)
            case .none: return .constructor("none", [])
            default: return .other
            }
        default: return .other
        }
    }

    /// A case pattern against an optional matches inside `.some` (Swift promotes it).
    private func wrap(_ name: String, _ ps: [Pattern], _ p: Pattern, _ s: Space) -> Head {
        if case .optional = s, name != "none", name != "some" { return .constructor("some", [p]) }
        return .constructor(name, ps)
    }

    /// Whether a pattern matches every value.
    private func isAny(_ p: Pattern) -> Bool {
        if case .any = head(p, .opaque) { return true }
        return false
    }

    /// Whether the rows (one pattern per column) cover every value of the columns' spaces.
    private func covers(_ rows: [[Pattern]], _ cols: [Space]) -> Bool {
        guard var first = cols.first else { return !rows.isEmpty }
        // A value that has a part without values does not exist: nothing to cover.
        if cols.contains(where: { if case .uninhabited = $0 { return true } else { return false } }) { return true }
        // A payload of a generic parameter's type (`Failure` of `Result`): the patterns
        // written against it tell its space.
        if case .opaque = first, let inferred = inferSpace(rows.map { $0[0] }) { first = inferred }
        let rest = Array(cols.dropFirst())
        let heads = rows.map { head($0[0], first) }
        let anyRows = zip(rows, heads).compactMap { r, h -> [Pattern]? in
            if case .any = h { return Array(r.dropFirst()) }
            return nil
        }
        if anyRows.count == rows.count { return covers(anyRows, rest) }
        guard let ctors = constructors(first) else { return covers(anyRows, rest) }
        for (name, parts) in ctors {
            var sub: [[Pattern]] = []
            for (r, h) in zip(rows, heads) {
                switch h {
                case .any:
                    sub.append(Array(repeating: .wildcard, count: parts.count) + r.dropFirst())
                case .constructor(let n, let ps) where n == name:
                    if ps.count == parts.count { sub.append(ps + r.dropFirst()) }
                    else if ps.count == 1, case .tuple(let elements) = ps[0], elements.count == parts.count {
                        // `.pair((let x, let y))`: one tuple pattern for all the values.
                        sub.append(elements + r.dropFirst())
                    } else if ps.isEmpty || ps.count == 1 && isAny(ps[0]) {
                        // `.case` without its values, or one pattern for all of them.
                        sub.append(Array(repeating: .wildcard, count: parts.count) + r.dropFirst())
                    }
                default: continue
                }
            }
            if !covers(sub, parts + rest) { return false }
        }
        return true
    }
}

extension Compiler.Space {
    /// The space inside any Optionals.
    var unwrapped: Compiler.Space {
        if case .optional(let inner) = self { return inner.unwrapped }
        return self
    }

    /// This space with the one inside its Optionals replaced by `inner`.
    func rewrapped(_ inner: Compiler.Space) -> Compiler.Space {
        if case .optional(let s) = self { return .optional(s.rewrapped(inner)) }
        return inner
    }
}

extension Compiler {
    /// The spaces of the generic parameters of enum `e` that the subject's type `t` binds
    /// to `Never` (none to cover) or to an Optional (`nil` and a value to cover).
    func parameterSpaces(of e: EnumType, in t: SemaType) -> [String: Space] {
        guard case .generic(_, let args) = t.unwrapped, args.count == e.genericParameters.count else { return [:] }
        var spaces: [String: Space] = [:]
        for (p, a) in zip(e.genericParameters, args) {
            if a == .named("Never") { spaces[p] = .uninhabited }
            if case .optional(let w) = a {
                // The wrapped type's own space where it has one (a Bool, a non-generic enum).
                if w == .bool { spaces[p] = .optional(.bool) }
                else if case .named(let n) = w, case .enumType(let inner)? = interpreter.types[n], inner.genericParameters.isEmpty {
                    spaces[p] = .optional(inner.cases.isEmpty ? .uninhabited : .enumeration(inner))
                } else { spaces[p] = .optional(.opaque) }
            }
        }
        return spaces
    }
}
