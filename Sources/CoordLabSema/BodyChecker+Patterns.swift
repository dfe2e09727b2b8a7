import SwiftSyntax

/// Patterns: the names they bind, with their types where the checker knows them, and the
/// enum cases they name, checked against the subject's type.
extension BodyChecker {
    /// Binds the names of a declaration's pattern (`x`, `(a, b)`) to the parts of `type`,
    /// as constants when `constant` (a `let` or `var` inside the pattern decides for the
    /// names under it).
    func bind(_ p: PatternSyntax, to type: SemaType, constant: Bool = false) {
        if let i = p.as(IdentifierPatternSyntax.self) {
            declare(i.identifier.bareText, type, constant: constant)
        } else if let t = p.as(TuplePatternSyntax.self) {
            var parts: [SemaType] = Array(repeating: .unknown, count: t.elements.count)
            if case .tuple(let es) = type, es.count == parts.count { parts = es.map(\.type) }
            for (e, part) in zip(t.elements, parts) { bind(e.pattern, to: part, constant: constant) }
        } else if let v = p.as(ValueBindingPatternSyntax.self) {
            bind(v.pattern, to: type, constant: v.bindingSpecifier.tokenKind == .keyword(.let))
        } else if let e = p.as(ExpressionPatternSyntax.self) {
            matchPattern(e.expression, subject: type, constant: constant)
        } else if let i = p.as(IsTypePatternSyntax.self) {
            checkGenericCast(to: i.type)
        } else {
            markUnknownNames(in: Syntax(p))
        }
    }

    /// Checks an expression pattern (`.detail(let id)`, `(0, _)`, `let x?`, a value)
    /// against the subject's type, binding the names inside it.
    func matchPattern(_ e: ExprSyntax, subject: SemaType, constant: Bool = false) {
        if let p = e.as(PatternExprSyntax.self) {
            bind(p.pattern, to: subject, constant: constant)
        } else if let t = e.as(TupleExprSyntax.self), t.elements.count > 1 {
            var parts: [SemaType] = Array(repeating: .unknown, count: t.elements.count)
            if case .tuple(let es) = subject, es.count == parts.count { parts = es.map(\.type) }
            for (el, part) in zip(t.elements, parts) { matchPattern(el.expression, subject: part, constant: constant) }
        } else if let m = e.as(MemberAccessExprSyntax.self), m.base == nil {
            isMatchingPattern = true
            _ = implicitMember(m, expected: subject)
            isMatchingPattern = false
        } else if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
                  m.base == nil {
            let payload = casePayload(m, subject: subject)
            var parts = payload.map(\.type)
            if c.arguments.count == 1, payload.count > 1 {
                // One pattern for all the values: their tuple, with the case's labels.
                parts = [.tuple(payload)]
            } else if payload.count == 1, c.arguments.count > 1, case .tuple(let es) = payload[0].type,
                      es.count == c.arguments.count {
                // Several patterns for a case holding one tuple: its elements.
                parts = es.map(\.type)
            }
            for (k, arg) in c.arguments.enumerated() {
                matchPattern(arg.expression, subject: k < parts.count && c.arguments.count == parts.count ? parts[k] : .unknown,
                             constant: constant)
            }
        } else if let o = e.as(OptionalChainingExprSyntax.self) {
            matchPattern(o.expression, subject: subject.unwrapped, constant: constant)
        } else if orderedRangePattern(e, subject: subject) {
            return
        } else if containsPatternSyntax(e) {
            if let a = e.as(AsExprSyntax.self) { checkGenericCast(to: a.type) }
            markUnknownNames(in: Syntax(e))
        } else {
            // `case let b as Box<Int>`: a cast, though written without `?`.
            if let a = e.as(AsExprSyntax.self) { checkGenericCast(to: a.type) }
            noteMatchOperator(e, pattern: type(e, expected: subject), subject: subject)
        }
    }

    /// The payload of the case a pattern names, each value's type with its label
    /// (checking that the case exists).
    private func casePayload(_ m: MemberAccessExprSyntax, subject: SemaType) -> [SemaType.TupleElement] {
        let name = m.declName.baseName.bareText
        var owner = subject
        if case .optional(let w) = subject, !["some", "none"].contains(name) { owner = w }
        func labelled(_ c: Member, _ types: [SemaType]) -> [SemaType.TupleElement] {
            types.enumerated().map { k, t in .init(label: k < c.labels.count ? c.labels[k] : nil, type: t) }
        }
        if case .generic(let n, let args) = owner {
            guard let c = declarations.types[n]?.members[name]?.first(where: { $0.kind == .enumCase }), let g = c.generic,
                  args.count == g.parameters.count else { return [] }
            return labelled(c, g.parameterTypes.map { $0.substituting(Dictionary(uniqueKeysWithValues: zip(g.parameters, args))) })
        }
        guard case .named(let n) = owner else { return [] }
        switch declarations.member(name, of: n) {
        case .found(let ms):
            guard let c = ms.first(where: { $0.kind == .enumCase }) else { return [] }
            return labelled(c, c.parameters)
        case .missing:
            error("type '\(owner)' has no member '\(name)'", at: m.declName)
            return []
        case .unknown:
            return []
        }
    }

    /// Whether an expression holds a pattern (a `let` binding inside a tuple or call).
    func containsPatternSyntax(_ e: ExprSyntax) -> Bool {
        e.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.let) || $0.tokenKind == .keyword(.var) }
    }

    /// Declares every name bound inside `node` with an unknown type, so that a construct
    /// the checker does not model never lets an outer name's type show through.
    func markUnknownNames(in node: Syntax) {
        for token in node.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind,
                  token.parent?.is(IdentifierPatternSyntax.self) == true else { continue }
            declare(name, .unknown)
        }
    }
}
