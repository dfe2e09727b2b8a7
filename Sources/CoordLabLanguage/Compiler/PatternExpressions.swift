import CoordLabSyntax
import SwiftSyntax

/// Patterns written as expressions: `.detail(let id)`, `let .a(x, _)`, `(0, _)`, `let x as T`,
/// `x?`, `.some(x)`, `.none` and values compared with `~=`.
extension Compiler {
    /// How a pattern position is read: inside `let`/`var` bare names bind; `spec` is the
    /// matched value's declared type, when known.
    struct PatternContext {
        var binding = false
        var mutable = false
        var spec: TypeSpec = .unknown
    }

    /// The pattern an expression in pattern position stands for.
    func exprPattern(_ e: ExprSyntax, _ ctx: FunctionContext, bound: inout [Int], _ pc: PatternContext) throws -> Pattern {
        if e.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if let p = e.as(PatternExprSyntax.self) {
            return try compilePattern(p.pattern, ctx, bound: &bound, enumType: pc.spec.name, bindSpec: pc.spec,
                                      mutable: pc.mutable)
        }
        if pc.binding, let d = e.as(DeclReferenceExprSyntax.self) {
            return bind(d.baseName.text, ctx, bound: &bound, spec: pc.spec, mutable: pc.mutable)
        }
        if let t = e.as(TupleExprSyntax.self) {
            if t.elements.count == 1, let only = t.elements.first, only.label == nil {
                return try exprPattern(only.expression, ctx, bound: &bound, pc)
            }
            var inner = pc
            inner.spec = .unknown
            return .tuple(try t.elements.map { try exprPattern($0.expression, ctx, bound: &bound, inner) })
        }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            var inner = pc
            inner.spec = pc.spec.nonOptional
            return .some(try exprPattern(o.expression, ctx, bound: &bound, inner))
        }
        if let a = e.as(AsExprSyntax.self), a.questionOrExclamationMark == nil {
            try refuseGenericPatternType(a.type, ctx)
            var inner = pc
            inner.spec = TypeSpec(a.type)
            return .isType(castSpec(a.type), try exprPattern(a.expression, ctx, bound: &bound, inner))
        }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return try casePattern(m, call, ctx, bound: &bound, pc)
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil {
            // `.some` without its value matches any Optional that holds one.
            let name = m.declName.baseName.text
            if name == "some", pc.spec.isOptional || resolveCase(name, typeName: pc.spec.name) == nil {
                return .some(.wildcard)
            }
            return .enumCase(name)
        }
        // `Route.detail` or `Coordinator.Route.detail`: a case named with its enum's type.
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, let owner = enumType(namedBy: base, ctx),
           owner.cases.contains(where: { $0.name == m.declName.baseName.text }) {
            return .enumCase(m.declName.baseName.text)
        }
        if pc.binding, e.is(DeclReferenceExprSyntax.self) == false, containsBinding(e) {
            throw CompileError.unsupported("this pattern", at: loc(e))
        }
        let subject = pc.spec.name.isEmpty ? nil : pc.spec.nonOptional
        if typed?.isOrderedRangePattern(e) == true, let bounds = OrderedRangeBounds(e) {
            return .orderedRange(lower: try bounds.lower.map { try compileExpr($0, ctx, expected: subject) },
                                 upper: try bounds.upper.map { try compileExpr($0, ctx, expected: subject) },
                                 closed: bounds.isClosed, loc: loc(e))
        }
        let value = try compileExpr(e, ctx, expected: subject)
        if let m = typed?.matchOperator(of: e), let (code, owner) = matchOperatorCode(m) { return .matchOperator(value, code, owner) }
        return .value(value)
    }

    /// The program's `~=` the checker found for an expression pattern, and the type
    /// declaring it when it is a static method.
    private func matchOperatorCode(_ m: MatchOperator) -> (FunctionCode, TypeRef?)? {
        switch m {
        case .function(let d):
            return functions["~="]?.first { $0.declaration == d }.map { ($0, nil) }
        case .staticMethod(let owner):
            guard let t = interpreter.types[owner],
                  let code = t.nominal?.staticMethods["~="]?.first(where: { $0.params.count == 2 }) else { return nil }
            return (code, t)
        }
    }

    /// `.name(p, …)` / `Type.name(p, …)`: an enum case and patterns for its associated values.
    private func casePattern(_ m: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, _ ctx: FunctionContext,
                             bound: inout [Int], _ pc: PatternContext) throws -> Pattern {
        let name = m.declName.baseName.text
        let args = Array(call.arguments)
        if name == "some", args.count == 1, m.base == nil || m.base?.trimmedDescription == "Optional" {
            var inner = pc
            inner.spec = pc.spec.nonOptional
            return .some(try exprPattern(args[0].expression, ctx, bound: &bound, inner))
        }
        let typeName = m.base?.trimmedDescription ?? pc.spec.name
        guard let (e, k) = resolveCase(name, typeName: typeName, payloadOnly: !args.isEmpty) else {
            // Several enums have such a case and the subject's type is not known here: the
            // case is matched by name, its values without declared types.
            if typeName.isEmpty, hasPayloadCase(named: name) {
                var inner = pc
                inner.spec = .unknown
                return .enumPayload(name, try args.map { try exprPattern($0.expression, ctx, bound: &bound, inner) })
            }
            throw CompileError("enum case '\(name)' not found in type '\(typeName.isEmpty ? "_" : typeName)'", at: loc(m))
        }
        let c = e.cases[k]
        guard let labels = c.payloadLabels else {
            throw CompileError("pattern with associated values does not match enum case '\(name)'", at: loc(call))
        }
        var inner = pc
        if args.count == 1, labels.count > 1, args[0].label == nil {
            inner.spec = .unknown
            return .enumPayload(name, [try exprPattern(args[0].expression, ctx, bound: &bound, inner)])
        }
        if labels.count == 1, args.count > 1, args.allSatisfy({ $0.label == nil }) {
            // `.pair(let x, let y)` of a case whose one value is a tuple: Swift tuples the
            // patterns.
            inner.spec = .unknown
            return .enumPayload(name, [.tuple(try args.map { try exprPattern($0.expression, ctx, bound: &bound, inner) })])
        }
        guard args.count == labels.count else {
            throw CompileError("tuple pattern has the wrong length for the associated values of '\(name)'", at: loc(call))
        }
        var subs: [Pattern] = []
        for (j, a) in args.enumerated() {
            if let l = a.label?.text, l != labels[j] {
                throw CompileError("tuple pattern element label '\(l)' must be '\(labels[j] ?? "_")'", at: loc(a))
            }
            inner.spec = c.payloadSpecs[j]
            subs.append(try exprPattern(a.expression, ctx, bound: &bound, inner))
        }
        return .enumPayload(name, subs)
    }

    /// Whether some enum has a case of this name with associated values.
    private func hasPayloadCase(named name: String) -> Bool {
        interpreter.types.values.contains { t in
            if case .enumType(let e) = t { return e.cases.contains { $0.name == name && $0.payloadLabels != nil } }
            return false
        }
    }

    /// Whether an expression holds a `let`/`var` pattern somewhere inside.
    private func containsBinding(_ e: ExprSyntax) -> Bool {
        e.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.let) || $0.tokenKind == .keyword(.var) }
    }

    /// A name no program can declare, marking the scope of one `case` clause's patterns.
    static let casePatternsMarker = "#case-patterns"

    /// Declares a name bound by a pattern.
    func bind(_ name: String, _ ctx: FunctionContext, bound: inout [Int], spec: TypeSpec, mutable: Bool) -> Pattern {
        // `case .a(let x), .b(let x):` binds one variable, whichever pattern matches.
        if let s = ctx.scopes.last, s.names[Self.casePatternsMarker] != nil, case .local(let slot, _, _, _)? = s.names[name] {
            return .bind(slot: slot, boxed: mutable && ctx.boxedNames.contains(name), name: name)
        }
        let slot = ctx.allocate()
        ctx.declare(name, .local(slot: slot, kind: .strong, mutable: mutable, spec: spec))
        bound.append(slot)
        return .bind(slot: slot, boxed: mutable && ctx.boxedNames.contains(name), name: name)
    }
}
