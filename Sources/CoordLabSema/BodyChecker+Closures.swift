import SwiftSyntax

/// Closures: parameters from the written signature or the contextual function type,
/// `$0`…, capture lists (`[weak self]` makes an Optional), and the result type of a
/// single-expression body.
extension BodyChecker {
    /// `\.a.b` where a function of one argument is expected (`map(\.name)`): the function
    /// `{ $0.a.b }`, typed by reading each property in turn; any other key path is left
    /// to the compiler, which refuses it.
    func keyPathType(_ k: KeyPathExprSyntax, expected: SemaType) -> SemaType {
        guard k.root == nil, case .function(let ps, _) = expected, ps.count == 1 else { return .unknown }
        var t = ps[0]
        for c in k.components {
            guard case .property(let p) = c.component else { return .unknown }
            t = member(p.declName.baseName.bareText, of: t, at: p.declName, call: nil)
        }
        let made = SemaType.function(ps, t)
        if recording { expressionTypes[ExprSyntax(k).id] = made }
        return made
    }

    /// The function type of a closure, checking its body.
    func closureType(_ c: ClosureExprSyntax, expected: SemaType) -> SemaType {
        var contextual: [SemaType] = []
        var result = SemaType.unknown
        if case .function(let ps, let r) = expected.unwrapped { (contextual, result) = (ps, r) }
        var captures: [(String, SemaType)] = []
        for item in c.signature?.capture?.items ?? [] {
            var t = item.initializer.map { type($0.value) } ?? typeOfName(item.name.bareText)
            if item.specifier?.specifier.text == "weak", t != .unknown, !t.isOptional { t = .optional(t) }
            captures.append((item.name.bareText, t))
        }
        if let written = c.signature?.returnClause { result = declarations.resolve(written.type, in: selfType) }
        var parameters: [(String, SemaType)] = []
        switch c.signature?.parameterClause {
        case .simpleInput(let names):
            for (k, n) in names.enumerated() { parameters.append((n.name.bareText, k < contextual.count ? contextual[k] : .unknown)) }
        case .parameterClause(let clause):
            for (k, p) in clause.parameters.enumerated() {
                let written = p.type.map { declarations.resolve($0, in: selfType) }
                parameters.append(((p.secondName ?? p.firstName).bareText, written ?? (k < contextual.count ? contextual[k] : .unknown)))
            }
        case nil:
            for (k, t) in contextual.enumerated() { parameters.append(("$\(k)", t)) }
        }
        returnTypes.append(result)
        defer { returnTypes.removeLast() }
        return inScope {
            for (n, t) in captures { declare(n, t) }
            for (n, t) in parameters { declare(n, t) }
            if c.signature == nil, contextual.isEmpty { markAnonymousParameters(in: c) }
            let items = Array(c.statements)
            if items.count == 1, case .expr(let e) = items[0].item {
                let t = type(e, expected: result)
                if result == .unknown { result = t }
            } else {
                checkStatements(c.statements)
            }
            return .function(parameters.map(\.1), result)
        }
    }

    /// Declares `$0`, `$1`, … used in a closure whose parameter types are not known, so that
    /// they are unknown (not an outer closure's).
    private func markAnonymousParameters(in c: ClosureExprSyntax) {
        for token in c.statements.tokens(viewMode: .sourceAccurate) {
            if case .dollarIdentifier(let name) = token.tokenKind { declare(name, .unknown) }
        }
    }
}
