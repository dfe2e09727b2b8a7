import CoordLabSyntax
import SwiftSyntax

/// Compiling expressions.
extension Compiler {
    /// Compiles an expression; `expected` is the contextual type when one is known
    /// (for `.init()`, `.case` and `Double` literals).
    func compileExpr(_ e: ExprSyntax, _ ctx: FunctionContext, expected: TypeSpec?, inChain: Bool = false) throws -> Expr {
        let compiled = try compileValue(e, ctx, expected: expected, inChain: inChain)
        // An array, dictionary, set or tuple put into an `Any` keeps its static type for `type(of:)`.
        if let spelled = typed?.erasedContainerSpelling(of: e), !(compiled is ErasedContainer) {
            return ErasedContainer(operand: compiled, spelled: spelled, loc: loc(e))
        }
        return compiled
    }

    /// Compiles an expression's value (see `compileExpr`).
    private func compileValue(_ e: ExprSyntax, _ ctx: FunctionContext, expected: TypeSpec?, inChain: Bool) throws -> Expr {
        expressionContext = ctx
        if let m = e.as(MemberAccessExprSyntax.self), let metatype = sugaredMetatype(m) { return metatype }
        if !inChain, startsOptionalChain(e) {
            return OptionalChainRoot(chain: try compileExpr(e, ctx, expected: expected, inChain: true), loc: loc(e))
        }
        let l = loc(e)
        if let n = expected?.name, n.hasPrefix("("), !e.is(TupleExprSyntax.self), let labels = TupleLabels.of(typeName: n) {
            return RelabelTuple(inner: try compileExpr(e, ctx, expected: nil, inChain: inChain), labels: labels, loc: l)
        }
        if typed?.unwrapsImplicitly(e) == true, !implicitlyUnwrapping.contains(e.id) {
            implicitlyUnwrapping.insert(e.id)
            defer { implicitlyUnwrapping.remove(e.id) }
            return ForceUnwrap(operand: try compileExpr(e, ctx, expected: expected, inChain: inChain), isImplicit: true, loc: l)
        }
        if let result = typed?.autoclosureResult(of: e), !autoclosureBodies.contains(e.id) {
            return try compileAutoclosure(e, result: result, ctx)
        }
        if let made = try compileLiteralConstruction(e, ctx) { return made }
        if let o = OptionalConstruction(e) { return try compileOptionalConstruction(o, ctx, expected: expected, at: e) }
        if let i = e.as(IntegerLiteralExprSyntax.self) {
            let text = i.literal.text.replacingOccurrences(of: "_", with: "")
            let n: Int?
            if text.hasPrefix("0x") { n = Int(text.dropFirst(2), radix: 16) }
            else if text.hasPrefix("0b") { n = Int(text.dropFirst(2), radix: 2) }
            else if text.hasPrefix("0o") { n = Int(text.dropFirst(2), radix: 8) }
            else { n = Int(text) }
            if let kind = typed?.sizedInteger(of: i), let n = SizedInteger.literalValue(text), kind.holds(n) {
                return Literal(.sized(SizedInt(n, kind)), loc: l)
            }
            guard let n else { throw CompileError("integer literal '\(text)' overflows when stored into 'Int'", at: l) }
            if typed?.isFloat(e) == true { return Literal(.float(Float(n)), loc: l) }
            let isDouble = expected?.isDouble == true || typed?.isFloatingPoint(i) == true
            return Literal(isDouble ? .double(Double(n)) : .int(n), loc: l)
        }
        if let f = e.as(FloatLiteralExprSyntax.self) {
            if typed?.isFloat(e) == true { return Literal(.float(Float(f.literal.text.replacingOccurrences(of: "_", with: "")) ?? 0), loc: l) }
            return Literal(.double(Double(f.literal.text.replacingOccurrences(of: "_", with: "")) ?? 0), loc: l)
        }
        if let b = e.as(BooleanLiteralExprSyntax.self) { return Literal(.bool(b.literal.text == "true"), loc: l) }
        if e.is(NilLiteralExprSyntax.self) { return Literal(.none, loc: l) }
        if let s = e.as(StringLiteralExprSyntax.self) { return try compileString(s, ctx) }
        if let d = e.as(DeclReferenceExprSyntax.self) { return try compileIdentifier(d.baseName.text, ctx, at: d) }
        if let m = e.as(MemberAccessExprSyntax.self) { return try compileMember(m, ctx, expected: expected) }
        if let c = e.as(FunctionCallExprSyntax.self) {
            let call = try compileCall(c, ctx, expected: expected)
            if let f = call as? FunctionCall, !f.code.genericParameters.isEmpty {
                f.genericCall = try genericCallBinding(c, function: f.code.name, in: ctx, at: l)
            } else if let m = call as? MethodCall {
                m.genericCall = try genericCallBinding(c, function: m.name, in: ctx, at: l)
                try requireStaticGenericBinding(m, ctx, at: l)
            }
            return withCallSite(call, c)
        }
        if let s = e.as(SubscriptCallExprSyntax.self) {
            if let read = try keyPathRead(s, ctx) { return read }
            if let (key, fallback) = defaultSubscript(s) {
                return DefaultSubscriptRead(base: try compileExpr(s.calledExpression, ctx, expected: nil, inChain: true),
                                            key: try compileExpr(key, ctx, expected: nil),
                                            fallback: try compileExpr(fallback, ctx, expected: nil), loc: l)
            }
            // `super[i]` in an overriding subscript: the superclass's, on `self`.
            if s.calledExpression.is(SuperExprSyntax.self) {
                guard let owner = ctx.selfType as? ClassType, let sup = owner.superclass, ctx.hasInstanceSelf,
                      let me = ctx.lookup("self", loc: l), s.trailingClosure == nil else {
                    throw CompileError.unsupported("'super[…]' outside an instance member of a subclass", at: l)
                }
                let read = UserSubscriptRead(base: read(me, l), args: try s.arguments.map { try compileExpr($0.expression, ctx, expected: nil) },
                                             labels: s.arguments.map { $0.label?.text }, loc: l)
                read.from = sup
                return read
            }
            let genericCall = try genericSubscriptBinding(s, in: ctx, at: l)
            guard let index = s.arguments.first?.expression, s.arguments.count == 1, s.arguments.first?.label == nil,
                  genericCall == nil else {
                if s.trailingClosure != nil { throw CompileError.unsupported("trailing closures in subscripts", at: l) }
                let read = UserSubscriptRead(base: try compileExpr(s.calledExpression, ctx, expected: nil, inChain: true),
                                             args: try s.arguments.map { try compileExpr($0.expression, ctx, expected: nil) },
                                             labels: s.arguments.map { $0.label?.text }, loc: l)
                read.genericCall = genericCall
                return read
            }
            return SubscriptRead(base: try compileExpr(s.calledExpression, ctx, expected: nil, inChain: true),
                                 index: try compileExpr(index, ctx, expected: nil), loc: l)
        }
        if let infix = e.as(InfixOperatorExprSyntax.self) { return try compileInfix(infix, ctx, expected: expected) }
        if let p = e.as(PrefixOperatorExprSyntax.self) {
            let op = p.operator.text
            if op == "-", let lit = p.expression.as(IntegerLiteralExprSyntax.self), let kind = typed?.sizedInteger(of: lit),
               let n = SizedInteger.literalValue(lit.literal.text), kind.holds(-n) {
                return Literal(.sized(SizedInt(-n, kind)), loc: l)
            }
            if op == "-", let lit = p.expression.as(IntegerLiteralExprSyntax.self), let n = Int(lit.literal.text.replacingOccurrences(of: "_", with: "")) {
                if typed?.isFloat(ExprSyntax(lit)) == true { return Literal(.float(Float(-n)), loc: l) }
                let isDouble = expected?.isDouble == true || typed?.isFloatingPoint(lit) == true
                return Literal(isDouble ? .double(Double(-n)) : .int(-n), loc: l)
            }
            if op == "&" { throw CompileError.unsupported("inout parameters", at: l) }
            if let call = try fixedOperatorCall("prefix", op, operand: p.expression, ctx, at: l) { return call }
            if op == "..<" || op == "..." {
                return PartialRange(bound: try compileExpr(p.expression, ctx, expected: nil), isUpperBound: true,
                                    closed: op == "...", loc: l)
            }
            return PrefixOp(op: op, operand: try compileExpr(p.expression, ctx, expected: expected), loc: l)
        }
        if let p = e.as(PostfixOperatorExprSyntax.self), p.operator.text == "..." {
            return PartialRange(bound: try compileExpr(p.expression, ctx, expected: nil), isUpperBound: false, closed: true, loc: l)
        }
        if let p = e.as(PostfixOperatorExprSyntax.self),
           let call = try fixedOperatorCall("postfix", p.operator.text, operand: p.expression, ctx, at: l) {
            return call
        }
        if let f = e.as(ForceUnwrapExprSyntax.self) {
            return ForceUnwrap(operand: try compileExpr(f.expression, ctx, expected: nil, inChain: inChain), loc: loc(f.exclamationMark))
        }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            let inner = try compileExpr(o.expression, ctx, expected: nil, inChain: true)
            return inChain ? OptionalChainLink(operand: inner, loc: l) : inner
        }
        if let t = e.as(TernaryExprSyntax.self) {
            return Ternary(condition: try compileExpr(t.condition, ctx, expected: .named("Bool")),
                           then: try compileExpr(t.thenExpression, ctx, expected: expected),
                           otherwise: try compileExpr(t.elseExpression, ctx, expected: expected), loc: l)
        }
        if let i = e.as(IsExprSyntax.self) {
            let cast = Cast(kind: .check, operand: try compileExpr(i.expression, ctx, expected: nil), target: castSpec(i.type), loc: l)
            try resolveTarget(of: cast, written: i.type, ctx, at: l)
            try resolveOperand(of: cast, i.expression, ctx, at: l)
            return cast
        }
        if let a = e.as(AsExprSyntax.self) {
            let mark = a.questionOrExclamationMark?.text
            let kind: Cast.Kind = mark == "?" ? .conditional : mark == "!" ? .forced : .plain
            // A checked cast to a tuple type tests the operand's own labels: it must not be
            // compiled relabeled to the target's (`(x: 1, z: 2) as? (x: Int, y: Int)` is nil).
            let checkedTuple = kind != .plain && a.type.is(TupleTypeSyntax.self)
            let operand = try compileExpr(a.expression, ctx, expected: checkedTuple ? nil : TypeSpec(a.type))
            let cast = Cast(kind: kind, operand: operand, target: castSpec(a.type), loc: l)
            try resolveTarget(of: cast, written: a.type, ctx, at: l)
            try resolveOperand(of: cast, a.expression, ctx, at: l)
            return cast
        }
        if let a = e.as(AwaitExprSyntax.self) {
            try requireAsyncContext(ctx, at: loc(a.expression))
            ctx.awaitCoverage += 1
            defer { ctx.awaitCoverage -= 1 }
            return try compileExpr(a.expression, ctx, expected: expected, inChain: inChain)
        }
        if let t = e.as(TryExprSyntax.self) {
            ctx.tryCoverage += 1
            defer { ctx.tryCoverage -= 1 }
            switch t.questionOrExclamationMark?.tokenKind {
            case .postfixQuestionMark?, .infixQuestionMark?:
                return TryOptional(operand: try compileExpr(t.expression, ctx, expected: expected?.nonOptional), loc: l)
            case .exclamationMark?:
                return TryForce(operand: try compileExpr(t.expression, ctx, expected: expected, inChain: inChain), loc: l)
            default:
                try requireHandling(ctx, at: l, isThrow: false)
                return try compileExpr(t.expression, ctx, expected: expected, inChain: inChain)
            }
        }
        if ValueBranches.isBranching(e) { return try compileBranchValue(e, ctx, expected: expected) }
        if let c = e.as(ClosureExprSyntax.self) { return try compileClosure(c, ctx) }
        if let k = e.as(KeyPathExprSyntax.self) { return try keyPathFunction(k, ctx) }
        if let name = MagicIdentifiers.name(of: e) { return compileMagicLiteral(name, e) }
        if let m = e.as(MacroExpansionExprSyntax.self) { return try compileSelector(m) }
        if let io = e.as(InOutExprSyntax.self) { return InoutArgument(target: try compileLValue(io.expression, ctx), loc: l) }
        if let a = e.as(ArrayExprSyntax.self) {
            let elementSpec = TypeSpec.named(expected?.element ?? "")
            let array = ArrayLiteral(elements: try a.elements.map { try compileExpr($0.expression, ctx, expected: elementSpec) },
                                     spec: expected ?? .unknown, loc: l)
            return makesSet(a, expected: expected) ? SetLiteral(array: array, loc: l) : array
        }
        if let d = e.as(DictionaryExprSyntax.self) {
            switch d.content {
            case .colon: return DictionaryLiteral(pairs: [], loc: l)
            case .elements(let list):
                let valueSpec = TypeSpec.named(expected?.element ?? "")
                return DictionaryLiteral(pairs: try list.map {
                    (try compileExpr($0.key, ctx, expected: nil), try compileExpr($0.value, ctx, expected: valueSpec))
                }, loc: l)
            }
        }
        if let t = e.as(TupleExprSyntax.self) {
            if t.elements.count == 1, let only = t.elements.first, only.label == nil {
                return try compileExpr(only.expression, ctx, expected: expected, inChain: inChain)
            }
            var labels: [String]? = t.elements.map { $0.label?.text ?? "" }
            if labels?.allSatisfy(\.isEmpty) == true { labels = nil }
            if labels == nil, let n = expected?.name, let typed = TupleLabels.of(typeName: n), typed.count == t.elements.count {
                labels = typed
            }
            if labels == nil, let contextual = typed?.contextualLabels(of: t), contextual.count == t.elements.count {
                labels = contextual
            }
            let specs = expected.flatMap { TupleLabels.elementSpecs(typeName: $0.name) }.flatMap { $0.count == t.elements.count ? $0 : nil }
            return TupleLiteral(elements: try t.elements.enumerated().map { k, element in
                                    try compileExpr(element.expression, ctx, expected: specs?[k])
                                }, labels: labels, loc: l)
        }
        if e.is(SuperExprSyntax.self) { throw CompileError("'super' cannot be used outside of a member access", at: l) }
        if e.is(DiscardAssignmentExprSyntax.self) { throw CompileError("'_' can only appear in a pattern or on the left side of an assignment", at: l) }
        if let t = e.as(TypeExprSyntax.self) {
            let spec = TypeSpec(t.type)
            if let ref = interpreter.types[spec.name] { return TypeValue(type: ref, loc: l) }
        }
        // `NSHashTable<AnyObject>`, the base of a static member (`.weakObjects()`): the type.
        if let s = e.as(GenericSpecializationExprSyntax.self), let d = s.expression.as(DeclReferenceExprSyntax.self),
           ctx.lookup(d.baseName.text, loc: l) == nil, let t = interpreter.types[d.baseName.text],
           t.nominal?.genericParameters.isEmpty == false {
            return TypeValue(type: t, loc: l)
        }
        throw CompileError.unsupported(describeKind(e), at: l)
    }

    /// Whether `e` is the outermost expression of a chain containing `?`.
    func startsOptionalChain(_ e: ExprSyntax) -> Bool {
        var cur: ExprSyntax? = e
        var first = true
        while let c = cur {
            if c.is(OptionalChainingExprSyntax.self) { return !first || true }
            if let m = c.as(MemberAccessExprSyntax.self) { cur = m.base }
            else if let f = c.as(FunctionCallExprSyntax.self) { cur = f.calledExpression }
            else if let s = c.as(SubscriptCallExprSyntax.self) { cur = s.calledExpression }
            else if let f = c.as(ForceUnwrapExprSyntax.self) { cur = f.expression }
            else { return false }
            first = false
        }
        return false
    }

    /// A name: local, captured, implicit `self` member, global, function or type.
    func compileIdentifier(_ name: String, _ ctx: FunctionContext, at node: some SyntaxProtocol) throws -> Expr {
        let l = loc(node)
        if let b = ctx.lookup(name, loc: l) { return read(b, l) }
        if name == "Self", let t = selfTypeExpr(ctx, at: l) { return t }
        // `T` of `T.id` or `T()`: the type the running call bound (the checker allowed it).
        if let parameter = try genericParameterMetatype(name, ctx, at: l) { return parameter }
        if let f = operatorFunction(name, ctx, at: l) { return f }
        if let t = ctx.effectiveSelfType, hasMember(t, name, static: !ctx.hasInstanceSelf),
           let selfBinding = ctx.lookup("self", loc: l) ?? (ctx.isStatic ? nil : nil) {
            let member = MemberRead(base: read(selfBinding, l), name: name, loc: l)
            member.receiverTypeName = t.name
            member.readsStorage = ctx.hasInstanceSelf && ctx.code?.observedProperty == name
            if !ctx.hasInstanceSelf { member.genericCall = try ownStaticPropertyBinding(name, of: t, ctx, at: l) }
            if ctx.hasInstanceSelf, t.storedField(named: name) != nil || t.computed[name] != nil {
                try requireActorIsolation(.read(name), member: name, of: t, receiverIsSelf: true, ctx, at: l)
            }
            if hasLazyStructFields { member.lazyBase = selfLValue(ctx, l) }
            return member
        }
        if let t = ctx.effectiveSelfType, ctx.hasInstanceSelf, isStandardMember(name, ofExtended: t),
           let selfBinding = ctx.lookup("self", loc: l) {
            return MemberRead(base: read(selfBinding, l), name: name, loc: l)
        }
        // `title` in `extension Coordinated where Self: UIViewController`: the bound class's member.
        if let (bound, selfBinding) = selfBoundMember(name, around: node, ctx, at: l) {
            let member = MemberRead(base: read(selfBinding, l), name: name, loc: l)
            member.receiverTypeName = bound.name
            return member
        }
        if let t = ctx.effectiveSelfType, ctx.isStatic || !ctx.hasInstanceSelf, hasMember(t, name, static: true),
           let ref = interpreter.types[t.name] {
            let member = MemberRead(base: TypeValue(type: ref, loc: l), name: name, loc: l)
            member.genericCall = try ownStaticPropertyBinding(name, of: t, ctx, at: l)
            return member
        }
        if let g = globals[name] { return GlobalRead(index: g.index, spec: g.spec, loc: l) }
        if let g = globalAccessors[name]?.getter { return GlobalGetterRead(getter: g, loc: l) }
        if let f = functions[name]?.first {
            if f.needsCheckedChoice {
                throw CompileError.unsupported("overloads whose parameter types a call's values cannot tell apart ('\(f.selector)') used as a value", at: l)
            }
            // A call gives a generic function the generic arguments its body's values take
            // (see `GenericCallBinding`); a reference would call it without them.
            if !f.genericParameters.isEmpty {
                // Bound by the function type expected there, as a call binds it by its arguments.
                guard let reference = node.as(DeclReferenceExprSyntax.self),
                      let binding = try genericCallBinding(typed?.genericBindings(ofReference: reference), function: f.name, in: ctx, at: l) else {
                    throw CompileError.unsupported("generic functions used as values ('\(name)') where the function type expected does not bind their generic parameters", at: l)
                }
                return FunctionReference(code: f, binding: binding, loc: l)
            }
            return FunctionReference(code: f, loc: l)
        }
        if let t = interpreter.types[name] ?? aliasedType(name) { return TypeValue(type: t, loc: l) }
        if let f = standardFunctionValue(name, ctx, at: l) { return f }
        throw ctx.notFound(name, at: l)
    }

    /// An expression reading a binding.
    func read(_ b: Binding, _ l: CodeLocation) -> Expr {
        switch b {
        case .local(let slot, let kind, let mutable, let spec):
            return LocalRead(slot: slot, kind: kind, mutable: mutable || kind != .strong, spec: spec, loc: l)
        case .capture(let slot, let kind, _): return CaptureRead(slot: slot, kind: kind, loc: l)
        case .global(let index, let spec): return GlobalRead(index: index, spec: spec, loc: l)
        case .inoutParameter(let slot, let spec): return InoutParameterRead(slot: slot, spec: spec, loc: l)
        }
    }

    /// Whether type `t` (or its superclasses and protocols) has a member called `name`.
    func hasMember(_ t: NominalType, _ name: String, static isStatic: Bool) -> Bool {
        var cur: NominalType? = t
        while let k = cur {
            if isStatic {
                if k.statics[name] != nil || k.staticMethods[name] != nil || k.staticComputed[name] != nil { return true }
                // A protocol's static requirement (`make()` in its extension's static method).
                if let p = k as? ProtocolType, p.requiredStaticMethods[name] != nil { return true }
                if let e = k as? EnumType, e.value(named: name) != nil { return true }
                // The `allCases` Swift gives a `CaseIterable` enum (`allCases.first { … }` in its static code).
                if name == "allCases", let e = k as? EnumType, e.inheritedNames.contains("CaseIterable") { return true }
            } else {
                if k.methods[name] != nil || k.computed[name] != nil { return true }
                if let c = k as? ClassType, c.ownFields.contains(where: { $0.name == name }) { return true }
                if let s = k as? StructType, s.fieldIndex[name] != nil { return true }
                if let p = k as? ProtocolType, p.requirements.contains(name) { return true }
                // The `rawValue` Swift gives an enum with raw values (`rawValue + 1` inside it).
                if name == "rawValue", let e = k as? EnumType, e.rawType != nil { return true }
            }
            cur = (k as? ClassType)?.superclass
        }
        for p in t.allProtocols() where p !== t {
            if hasMember(p, name, static: isStatic) { return true }
        }
        return false
    }

    /// Where the type of `e`, printed at once, has Optionals inside (under its own
    /// Optional, which `printedOptional` tells).
    func printedShape(_ e: ExprSyntax) -> PrintShape {
        typed?.type(of: printedValue(e)).map { PrintShape($0.unwrapped) } ?? .unknown
    }

    /// Whether `e`, printed at once, is an Optional, as the checker typed it (nil: not
    /// known, or typed as unknown; the expression then tells when it runs). A loop's
    /// variable over `[Int?]` is one, which its value alone does not tell.
    func printedOptional(_ e: ExprSyntax) -> Bool? {
        guard let t = typed?.type(of: printedValue(e)), t != .unknown else { return nil }
        return t.isOptional
    }

    /// The expression whose value `e` prints: inside parentheses, `try` (not `try?`, which
    /// makes an Optional) and `await`, and for `x as Any`, `x` (the checker records its type
    /// there).
    private func printedValue(_ e: ExprSyntax) -> ExprSyntax {
        if let t = e.as(TryExprSyntax.self), t.questionOrExclamationMark?.tokenKind != .postfixQuestionMark {
            return printedValue(t.expression)
        }
        if let a = e.as(AwaitExprSyntax.self) { return printedValue(a.expression) }
        if let p = e.as(TupleExprSyntax.self), p.elements.count == 1, let only = p.elements.first, only.label == nil {
            return printedValue(only.expression)
        }
        if let cast = e.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil { return printedValue(cast.expression) }
        return e
    }

    /// `"text \(x) text"`, with Swift's escapes.
    func compileString(_ s: StringLiteralExprSyntax, _ ctx: FunctionContext) throws -> Expr {
        var segments: [Interpolation.Segment] = []
        let multiline = s.openingQuote.text == "\"\"\""
        for seg in s.segments {
            if let t = seg.as(StringSegmentSyntax.self) {
                segments.append(.text(unescape(t.content.text, raw: s.openingPounds != nil)))
            } else if let x = seg.as(ExpressionSegmentSyntax.self) {
                guard let e = x.expressions.first?.expression else { continue }
                try rejectLazySequence(e, "interpolating")
                segments.append(.expr(try compileExpr(e, ctx, expected: nil),
                                      optional: printedOptional(e), shape: printedShape(e)))
            }
        }
        _ = multiline
        if segments.allSatisfy({ if case .text = $0 { return true } else { return false } }) {
            let text = segments.map { if case .text(let t) = $0 { return t } else { return "" } }.joined()
            return Literal(.string(text), loc: loc(s))
        }
        return Interpolation(segments: segments, loc: loc(s))
    }

    /// Processes backslash escapes in a string literal segment.
    func unescape(_ text: String, raw: Bool) -> String {
        guard !raw, text.contains("\\") else { return text }
        var out = ""
        var it = text.makeIterator()
        while let c = it.next() {
            guard c == "\\", let n = it.next() else { out.append(c); continue }
            switch n {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\\": out.append("\\")
            case "\"": out.append("\"")
            case "'": out.append("'")
            case "u":
                var hex = ""
                _ = it.next()
                while let h = it.next(), h != "}" { hex.append(h) }
                if let v = UInt32(hex, radix: 16), let u = Unicode.Scalar(v) { out.unicodeScalars.append(u) }
            default: out.append(n)
            }
        }
        return out
    }
}

/// A top-level function used as a value.
final class FunctionReference: Expr {
    let code: FunctionCode
    /// For a generic function: what the function type expected there binds its parameters to.
    let binding: GenericCallBinding?
    init(code: FunctionCode, binding: GenericCallBinding? = nil, loc: CodeLocation) {
        self.code = code
        self.binding = binding
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let closure = Closure(code: code, captures: [], captureKinds: [])
        closure.genericEnvironment = try binding?.environment(i, at: loc)
        let v = Value.closure(closure)
        i.temps.append(v)
        return v
    }
}
