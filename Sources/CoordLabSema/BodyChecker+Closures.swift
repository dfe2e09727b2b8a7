import CoordLabSyntax
import SwiftSyntax

/// Closures: parameters from the written signature or the contextual function type,
/// `$0`…, capture lists (`[weak self]` makes an Optional), and the result type of a
/// single-expression body.
extension BodyChecker {
    /// `\.a.b` where a function of one argument is expected (`map(\.name)`): the function
    /// `{ $0.a.b }`, typed by reading each property in turn; where a key path type is
    /// expected (or the root is written, `\Screen.title`), a key path value.
    func keyPathType(_ k: KeyPathExprSyntax, expected: SemaType) -> SemaType {
        if case .generic(let n, let args) = expected.unwrapped, Self.keyPathTypes.contains(n), args.count == 2 {
            return keyPathValueType(k, named: n, root: k.root.map { resolveHere($0) } ?? args[0])
        }
        guard k.root == nil, case .function(let ps, _) = expected, ps.count == 1 else {
            // `\Screen.title` standing alone is a key path to a writable property: of a
            // class's instance, or of a value (which only a variable's storage can change).
            if let root = k.root, expected.functionParameters == nil {
                let rootType = resolveHere(root)
                let kind = isValueType(rootType) ? "WritableKeyPath" : "ReferenceWritableKeyPath"
                return keyPathValueType(k, named: kind, root: rootType)
            }
            return .unknown
        }
        var t = ps[0]
        for c in k.components {
            guard case .property(let p) = c.component else { return .unknown }
            t = member(p.declName.baseName.bareText, of: t, at: p.declName, call: nil)
        }
        let made = SemaType.function(ps, t)
        if recording { expressionTypes[ExprSyntax(k).id] = made }
        return made
    }

    /// How many parameters a closure's signature names (nil without a signature).
    static func parameterCount(_ c: ClosureExprSyntax) -> Int? {
        switch c.signature?.parameterClause {
        case .simpleInput(let names)?: return names.count
        case .parameterClause(let clause)?: return clause.parameters.count
        case nil: return nil
        }
    }

    /// How many `$n` parameters a closure without a signature uses: one more than the
    /// highest `n` in its own body (not in closures nested in it).
    static func shorthandParameterCount(_ c: ClosureExprSyntax) -> Int? {
        guard c.signature == nil else { return nil }
        let finder = ShorthandParameters(viewMode: .sourceAccurate)
        finder.walk(c.statements)
        return finder.count
    }

    /// Finds the highest `$n` of one closure body.
    private final class ShorthandParameters: SyntaxVisitor {
        var count = 0
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if case .dollarIdentifier(let t) = node.baseName.tokenKind, let n = Int(t.dropFirst()) { count = max(count, n + 1) }
            return .visitChildren
        }
    }

    /// Swift's key path types, which a key path literal can be.
    static let keyPathTypes: Set<String> = ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"]

    /// `\.a.b` (or `\Root.a.b`) as a value of key path type `n`: its value's type read from
    /// `root` (written, or the context's), recorded for the compiler; unknown while the
    /// root is (`assign(to: \.title, on: self)` binds it from its next argument).
    private func keyPathValueType(_ k: KeyPathExprSyntax, named n: String, root: SemaType) -> SemaType {
        var t = root
        for c in k.components {
            guard case .property(let p) = c.component else {
                unsupported("key paths other than property paths", at: c)
                return .unknown
            }
            t = root == .unknown ? .unknown : member(p.declName.baseName.bareText, of: t, at: p.declName, call: nil)
        }
        let made = SemaType.generic(n, [root, t])
        if recording { expressionTypes[ExprSyntax(k).id] = made }
        return root == .unknown ? .unknown : made
    }

    /// The function type of a closure, checking its body.
    func closureType(_ c: ClosureExprSyntax, expected: SemaType) -> SemaType {
        var contextual: [SemaType] = []
        var result = SemaType.unknown
        if case .function(let ps, let r) = expected.unwrapped { (contextual, result) = (ps, r) }
        // A parameter without a written type is a constant when the context's is not `inout`.
        let unwrittenAreConstant = contextualParametersAreConstant
        contextualParametersAreConstant = false
        let unwrittenAreCertain = closureParametersAreElements
        closureParametersAreElements = false
        let contextualInouts = contextualInoutParameters
        contextualInoutParameters = []
        if recording, !contextualInouts.isEmpty { inoutClosureParameters[c.id] = contextualInouts }
        let isContextualInout = { (k: Int) in k < contextualInouts.count && contextualInouts[k] }
        var captures: [(String, SemaType)] = []
        for item in c.signature?.capture?.items ?? [] {
            var t = item.initializer.map { type($0.value) } ?? typeOfName(item.name.bareText)
            if item.specifier?.specifier.text == "weak", t != .unknown, !t.isOptional { t = .optional(t) }
            captures.append((item.name.bareText, t))
        }
        if let written = c.signature?.returnClause { result = declarations.resolve(written.type, in: selfType) }
        // Several parameters where a function of one tuple is expected take its elements;
        // the closure is still a function of the tuple.
        var splatted: SemaType?
        if contextual.count == 1, case .tuple(let elements) = contextual[0], elements.count > 1,
           (Self.parameterCount(c) ?? Self.shorthandParameterCount(c)) == elements.count {
            splatted = contextual[0]
            contextual = elements.map(\.type)
        }
        var parameters: [(name: String, type: SemaType, isConstant: Bool, isContextual: Bool)] = []
        switch c.signature?.parameterClause {
        case .simpleInput(let names):
            for (k, n) in names.enumerated() {
                parameters.append((n.name.bareText, k < contextual.count ? contextual[k] : .unknown,
                                   unwrittenAreConstant && !isContextualInout(k), true))
            }
        case .parameterClause(let clause):
            for (k, p) in clause.parameters.enumerated() {
                let written = p.type.map { declarations.resolve($0, in: selfType) }
                parameters.append(((p.secondName ?? p.firstName).bareText, written ?? (k < contextual.count ? contextual[k] : .unknown),
                                   p.type == nil ? unwrittenAreConstant && !isContextualInout(k) : !Self.isInout(p.type), p.type == nil))
            }
        case nil:
            for (k, t) in contextual.enumerated() { parameters.append(("$\(k)", t, unwrittenAreConstant && !isContextualInout(k), true)) }
        }
        if recording { closureParameterTypes[c.id] = parameters.map(\.type) }
        returnTypes.append(result)
        closureFrames.append(closureFrame(c))
        defer {
            returnTypes.removeLast()
            closureFrames.removeLast()
        }
        return inScope {
            for (n, t) in captures { declare(n, t) }
            for p in parameters {
                declare(p.name, p.type, constant: p.isConstant)
                if p.isContextual, !unwrittenAreCertain, p.name != "_" { scopes[scopes.count - 1][p.name]?.isContextual = true }
            }
            if case .parameterClause(let clause) = c.signature?.parameterClause {
                for p in clause.parameters { markImplicitlyUnwrapped((p.secondName ?? p.firstName).bareText, written: p.type) }
            }
            if c.signature == nil, contextual.isEmpty { markAnonymousParameters(in: c) }
            if let e = ValueBranches.implicitResult(of: c.statements), !ValueBranches.isBranching(e) || givesValue(e, result: result) {
                if ValueBranches.isBranching(e), recording { bodyBranchValues.insert(e.id) }
                let t = type(e, expected: result)
                // The body's value must be what the context asks for (a Void context discards it).
                if result.isKnown(allowing: symbolicParameters), result != .void, !inFramework {
                    checkConversion(t, to: result, at: e, site: .closureResult)
                }
                // A result the context leaves partly open (`T?` of `compactMap`) takes the body's.
                if !result.isKnown(allowing: symbolicParameters), t.isKnown(allowing: symbolicParameters) { result = t }
            } else {
                let depth = returnTypes.count
                returnedTypes[depth] = nil
                returnsDisagree.remove(depth)
                checkStatements(c.statements)
                // A body of several statements that returns a value, in a context that does
                // not say which type, returns the type of its first (as swiftc infers it).
                // An integer literal returned with another type is checked again against it:
                // made a Double after `return r` (`{ … return r } else { return 0 }`), or
                // swiftc's error for a Double returned after `return 0`.
                if !result.isKnown(allowing: symbolicParameters), let t = returnedTypes[depth],
                   t.isKnown(allowing: symbolicParameters) {
                    result = t
                    if returnsDisagree.contains(depth) {
                        returnTypes[returnTypes.count - 1] = t
                        let saved = closureResultDepth
                        closureResultDepth = depth
                        inScope { checkStatements(c.statements) }
                        closureResultDepth = saved
                    }
                }
                returnedTypes[depth] = nil
                returnsDisagree.remove(depth)
                // A body of several statements that returns no value makes a closure of Void.
                if c.signature?.returnClause == nil, !result.isKnown(allowing: symbolicParameters),
                   !OwnBodySearch.contains(in: c.statements, where: { $0.as(ReturnStmtSyntax.self)?.expression != nil }) {
                    result = .void
                }
            }
            return .function(splatted.map { [$0] } ?? parameters.map(\.type), result)
        }
    }

    /// Whether an `if` or `switch` alone in a closure's body is its value: with a known
    /// result type, unless it is Void; without one, when its branches, typed on trial,
    /// agree on a type other than Void (`{ if ok { 1 } else { 2 } }` returns an Int;
    /// `{ switch e { case .a: self?.close() … } }` runs the switch).
    private func givesValue(_ e: ExprSyntax, result: SemaType) -> Bool {
        if result.isKnown(allowing: symbolicParameters) { return result != .void }
        let (savedRecording, savedErrors) = (recording, unrecordedErrors)
        recording = false
        let t = type(e)
        recording = savedRecording
        defer { unrecordedErrors = savedErrors }
        return unrecordedErrors == savedErrors && t.isKnown && t.unwrapped != .void
    }

    /// Declares `$0`, `$1`, … used in a closure whose parameter types are not known, so that
    /// they are unknown (not an outer closure's).
    private func markAnonymousParameters(in c: ClosureExprSyntax) {
        for token in c.statements.tokens(viewMode: .sourceAccurate) {
            if case .dollarIdentifier(let name) = token.tokenKind { declare(name, .unknown) }
        }
    }
}
