import CoordLabSyntax
import SwiftSyntax

/// Member access, implicit members, assignments and their targets.
extension Compiler {
    /// `base.name`, `.name`, `super.name`, `Type.name`.
    func compileMember(_ m: MemberAccessExprSyntax, _ ctx: FunctionContext, expected: TypeSpec?) throws -> Expr {
        let name = m.declName.baseName.text
        let l = loc(m.declName)
        if let plain = ModuleNames.unqualified(ExprSyntax(m), isShadowed: { isDeclared($0, ctx, at: l) }) {
            return try compileExpr(ExprSyntax(plain), ctx, expected: expected)
        }
        guard let base = m.base else {
            if let parameter = try contextualGenericParameter(of: m, expected: expected, ctx) {
                return MemberRead(base: parameter, name: name, loc: l)
            }
            let member = try implicitMember(name, expected: checkedContext(of: m) ?? expected, at: m)
            if let implicit = member as? ImplicitMember {
                implicit.genericCall = try staticPropertyBinding(m, owner: implicit.type.nominal, ctx, at: l)
            }
            return member
        }
        if base.is(SuperExprSyntax.self) {
            guard let owner = ctx.effectiveSelfType as? ClassType else { throw CompileError("'super' members cannot be referenced outside a class", at: l) }
            return SuperPropertyRead(owner: owner, name: name, loc: l)
        }
        if name == "self" {
            if let r = base.as(DeclReferenceExprSyntax.self), ctx.lookup(r.baseName.text, loc: l) == nil,
               let parameter = try genericParameterMetatype(r.baseName.text, ctx, at: l) {
                return parameter
            }

            if let member = try memberTypeMetatype(base, ctx) { return member }
            return try sugaredMetatype(m) ?? compileExpr(base, ctx, expected: expected)
        }
        if let call = try optionalExtensionCall(m, nil, ctx) { return call }
        if let pipeline = try lazyPipeline(m, nil, ctx) { return pipeline }
        try rejectUnendedLazyChain(m)
        // `Int.init`, `Port.init` as a function value.
        if name == "init", let r = base.as(DeclReferenceExprSyntax.self), ctx.lookup(r.baseName.text, loc: l) == nil,
           let t = interpreter.types[r.baseName.text] {
            guard case .builtin(let n) = t else {
                return try declaredInitializerFunction(t, typed?.type(of: ExprSyntax(m)), ctx, at: l)
            }
            guard case .function? = typed?.type(of: ExprSyntax(m)), Builtins.constructibleTypes.contains(n), n != "Dictionary" else {
                // Without the checker's findings (it refused the program) whether a
                // function is expected here is unknown: the checker's error is the one to hear.
                if typed == nil { throw CompileError("'\(n).init' without a checked type", at: l) }
                throw CompileError.unsupported("'\(n).init' as a function value", at: l)
            }
            return initializerFunction(.builtin(n), ctx, at: l)
        }
        if let e = enumType(namedBy: base, ctx), let c = e.value(named: name) {
            if e.cases[c.index].payloadLabels != nil { return try caseFunction(e, c, ctx, at: l) }
            return try caseValue(c, reference: m, at: l)
        }
        if let t = nestedType(base, name) { return TypeValue(type: t, loc: l) }
        let baseExpr = try compileExpr(base, ctx, expected: nil, inChain: true)
        let read = MemberRead(base: baseExpr, name: name, loc: l)
        let staticOwner = (baseExpr as? TypeValue)?.type.nominal ?? (baseExpr is DynamicSelfType ? ctx.effectiveSelfType : nil)
        read.genericCall = try staticPropertyBinding(m, owner: staticOwner, ctx, at: l)
        read.receiverTypeName = checkedReceiverTypeName(base)
        read.readsStorage = Self.isSelf(base) && ctx.code?.observedProperty == name
        if let n = read.receiverTypeName, let t = interpreter.types[n]?.nominal {
            try requireIsolation(reading: name, of: t, ctx, at: l)
        }
        if let t = actorType(of: base), t.storedField(named: name) != nil || t.computed[name] != nil {
            try requireActorIsolation(.read(name), member: name, of: t, receiverIsSelf: Self.isSelf(base), ctx, at: l)
        }
        if let getter = checkedGetter(name, of: base) {
            try requireAwait(getter, ctx, at: loc(m))
        }
        if hasLazyStructFields, isAssignable(base) { read.lazyBase = try? compileLValue(base, ctx) }
        return read
    }

    /// `[Int].self`, `Int?.self`, `(Int, String).self`: a sugared type's metatype, which
    /// prints as Swift's runtime spells it (`Array<Int>`); nil for any other expression.
    func sugaredMetatype(_ m: MemberAccessExprSyntax) -> Expr? {
        if let generic = genericMetatype(m) { return generic }
        guard m.declName.baseName.text == "self", let base = m.base, let baseType = typed?.type(of: base),
              let t = SugaredTypeLiteral.type(written: base, typed: baseType),
              let spelled = t.genericSpelling ?? t.tupleSpelling else { return nil }
        return TypeValue(type: .builtin(spelled), loc: loc(m.declName))
    }

    /// `S.A.self` for a member type `A` of `S` (an alias, an associated type a conformance
    /// infers or its protocol's default gives): the type the checker found, known
    /// statically; nil for any other base. `T.A.self` of a generic parameter `T` is refused:
    /// the call's binding is not kept with its associated types.
    func memberTypeMetatype(_ base: ExprSyntax, _ ctx: FunctionContext) throws -> Expr? {
        guard let path = base.as(MemberAccessExprSyntax.self), let outer = path.base?.as(DeclReferenceExprSyntax.self),
              ctx.lookup(outer.baseName.text, loc: loc(outer)) == nil else { return nil }
        let l = loc(path.declName)
        if ctxParameters(ctx).contains(outer.baseName.text) {
            throw CompileError.unsupported("the member type '\(path.trimmedDescription)' of a generic parameter as a value", at: l)
        }
        guard case .metatype(let t)? = typed?.type(of: base), case .named(let n) = t, interpreter.types[outer.baseName.text] != nil
        else { return nil }
        // A nested type (`Outer.Inner`) is kept in the type table under its table name.
        return TypeValue(type: interpreter.types[typeAliases.tableName(ofPath: n)] ?? interpreter.types[n] ?? .builtin(n), loc: l)
    }

    /// Whether the program declares `name` here (a local, a global or a type), which then
    /// hides a module of that name.
    func isDeclared(_ name: String, _ ctx: FunctionContext, at l: CodeLocation) -> Bool {
        ctx.lookup(name, loc: l) != nil || globals[name] != nil || interpreter.types[name] != nil
    }

    /// The name of the declared type the checker found for a member's receiver (the
    /// static type that decides protocol dispatch).
    func checkedReceiverTypeName(_ base: ExprSyntax) -> String? {
        guard case .named(let n)? = typed?.type(of: base)?.unwrapped else { return nil }
        return TypeSpec(.named(n)).name
    }

    /// The getter of computed property `name` of the declared type (generic ones included)
    /// the checker found for `base`: an async one (`task.value`) needs an `await`.
    func checkedGetter(_ name: String, of base: ExprSyntax) -> FunctionCode? {
        let typeName: String
        switch typed?.type(of: base)?.unwrapped {
        case .named(let n)?: typeName = TypeSpec(.named(n)).name
        case .generic(let n, _)?: typeName = n
        default: return nil
        }
        return interpreter.types[typeName]?.nominal?.findComputed(name)
    }

    /// The contextual type the checker found for `.name`: `Optional` (where `.none` is
    /// `nil`) or a named type.
    func checkedContext(of m: MemberAccessExprSyntax) -> TypeSpec? {
        guard let t = typed?.contextualType(of: m) else { return nil }
        if t.isOptional, ["none", "some"].contains(m.declName.baseName.text) { return .named("Optional") }
        let spec = TypeSpec(t.unwrapped)
        return spec.name.isEmpty ? nil : spec
    }

    /// `T.self` when the context of `.name` is generic parameter `T` of the code compiled
    /// (`.zero` in `xs.reduce(.zero, +)` of a `T: Zero`, as the checker found it, or `let z:
    /// T = .zero`, as written): the member is then the bound type's; nil for any other context.
    func contextualGenericParameter(of m: MemberAccessExprSyntax, expected: TypeSpec?, _ ctx: FunctionContext) throws -> Expr? {
        if case .parameter(let p)? = typed?.contextualType(of: m) { return try genericParameterMetatype(p, ctx, at: loc(m.declName)) }
        guard typed?.contextualType(of: m) == nil, let n = expected?.name, ctxParameters(ctx).contains(n) else { return nil }
        return try genericParameterMetatype(n, ctx, at: loc(m.declName))
    }

    /// `.name` with the type taken from context, or the only enum that has such a case.
    func implicitMember(_ name: String, expected: TypeSpec?, at node: some SyntaxProtocol) throws -> Expr {
        let l = loc(node)
        if expected?.name == "Optional", name == "none" { return Literal(.none, loc: l) }
        if let n = expected?.name, !n.isEmpty, let t = interpreter.types[n] {
            if case .enumType(let e) = t, let c = e.value(named: name) {
                try refuseCaseAsFunction(e, c, at: l)
                return try caseValue(c, reference: node.as(MemberAccessExprSyntax.self), at: l)
            }
            return ImplicitMember(type: t, name: name, loc: l)
        }
        var enums = interpreter.types.values.compactMap { t -> EnumCase? in
            if case .enumType(let e) = t { return e.value(named: name) }
            return nil
        }
        // The prelude's hidden enums (`__AsyncStreamTermination`, which its own code names in
        // full) do not make a case of an enum a program can name ambiguous.
        if enums.count > 1 { enums = enums.filter { !$0.type.name.hasPrefix("__") } }
        if enums.count == 1 {
            try refuseCaseAsFunction(enums[0].type, enums[0], at: l)
            return try caseValue(enums[0], reference: node.as(MemberAccessExprSyntax.self), at: l)
        }
        let owners = interpreter.types.values.filter { $0.nominal?.findStatic(name) != nil || $0.nominal?.findStaticComputed(name) != nil }
        if owners.count == 1 { return ImplicitMember(type: owners[0], name: name, loc: l) }
        throw CompileError(enums.isEmpty ? "cannot infer contextual base in reference to member '\(name)'"
                           : "ambiguous use of '.\(name)': write the type name", at: l)
    }

    /// Assignments (`=`, `+=`, …), `&&`, `||`, `??` and binary operators.
    func compileInfix(_ infix: InfixOperatorExprSyntax, _ ctx: FunctionContext, expected: TypeSpec?) throws -> Expr {
        let l = loc(infix.operator)
        if infix.operator.is(AssignmentExprSyntax.self) {
            if infix.leftOperand.is(DiscardAssignmentExprSyntax.self) {
                return Discard(value: try compileExpr(infix.rightOperand, ctx, expected: nil), loc: l)
            }
            if infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
               let t = ctx.effectiveSelfType, t is EnumType || t is StructType || t is ProtocolType, !t.extendsStandardType {
                return try selfAssignment(of: t, infix.rightOperand, ctx, at: l)
            }
            if let t = infix.leftOperand.as(TupleExprSyntax.self), t.elements.count > 1 {
                return try compileTupleAssignment(t, infix.rightOperand, ctx, at: l)
            }
            if let write = try keyPathWrite(infix.leftOperand, infix.rightOperand, ctx) { return write }
            let target = try compileLValue(infix.leftOperand, ctx)
            // A target whose type the storage does not say (`totals["mon"] = 3` of a
            // `[String: Double]`): the checker's type of it, so that literals convert.
            var expected = target.spec
            if expected.name.isEmpty, !expected.isFunction, let checked = typed?.type(of: infix.leftOperand) {
                expected = TypeSpec(checked)
            }
            let assign = Assign(target: target, value: try compileExpr(infix.rightOperand, ctx, expected: expected), loc: l)
            return startsOptionalChain(infix.leftOperand) ? OptionalChainRoot(chain: assign, loc: l) : assign
        }
        if infix.operator.is(ArrowExprSyntax.self) { throw CompileError.unsupported("function types as expressions", at: l) }
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
            throw CompileError.unsupported(describeKind(infix.operator), at: l)
        }
        // A program's own `+=` (`static func += (l: inout Money, r: Int)`) before Swift's.
        if BinaryOperator.compoundAssignments[op] != nil,
           let call = try declaredOperatorCall(op, infix, ctx) ?? globalOperatorCall(op, infix, ctx) {
            return startsOptionalChain(infix.leftOperand) ? OptionalChainRoot(chain: call, loc: l) : call
        }
        if let compound = BinaryOperator.compoundAssignments[op] {
            let target = try compileLValue(infix.leftOperand, ctx)
            let e = CompoundAssign(op: compound, target: target,
                                   value: try compileExpr(infix.rightOperand, ctx, expected: target.spec), loc: l)
            return startsOptionalChain(infix.leftOperand) ? OptionalChainRoot(chain: e, loc: l) : e
        }
        if let call = try declaredOperatorCall(op, infix, ctx) { return call }
        if let call = try globalOperatorCall(op, infix, ctx) { return call }
        let lhs = try compileExpr(infix.leftOperand, ctx, expected: nil)
        var rhsExpected: TypeSpec?
        if ["==", "!=", "??"].contains(op) {
            // The left operand's type as written, else as the checker found it (a loop variable's property).
            let left = lhs.staticSpec.name.isEmpty ? typed?.type(of: infix.leftOperand).map { TypeSpec($0) } : lhs.staticSpec
            rhsExpected = left.flatMap { $0.name.isEmpty ? nil : $0.nonOptional }
        }
        let rhs = try compileExpr(infix.rightOperand, ctx, expected: rhsExpected ?? (op == "??" ? expected : nil))
        switch op {
        case "&&": return LogicalOp(isAnd: true, lhs: lhs, rhs: rhs, loc: l)
        case "||": return LogicalOp(isAnd: false, lhs: lhs, rhs: rhs, loc: l)
        case "??": return NilCoalescing(lhs: lhs, rhs: rhs, loc: l)
        default:
            if op == "==" || op == "!=" { try requireEquatable(lhs, rhs, op, at: l) }
            if let binary = BinaryOperator(rawValue: op) { return BinaryOp(op: binary, lhs: lhs, rhs: rhs, loc: l) }
            throw CompileError.unsupported("the '\(op)' operator", at: l)
        }
    }

    /// An assignment target: a variable, property, static property or subscript.
    func compileLValue(_ e: ExprSyntax, _ ctx: FunctionContext) throws -> LValue {
        let l = loc(e)
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first {
            return try compileLValue(only.expression, ctx)
        }
        if let d = e.as(DeclReferenceExprSyntax.self) {
            let name = d.baseName.text
            if let b = ctx.lookup(name, loc: l) {
                switch b {
                case .local(let slot, let kind, _, let spec): return LocalLValue(slot: slot, kind: kind, spec: spec, loc: l)
                case .global(let index, let spec): return globalLValue(name, index: index, spec: spec, ctx, at: l)
                case .capture: throw CompileError("cannot assign to value: '\(name)' is an immutable capture", at: l)
                case .inoutParameter(let slot, let spec): return InoutParameterLValue(slot: slot, spec: spec, loc: l)
                }
            }
            if let t = ctx.effectiveSelfType, hasMember(t, name, static: !ctx.hasInstanceSelf),
               let selfBinding = ctx.lookup("self", loc: l) {
                let selfLV: LValue?
                switch selfBinding {
                case .local(let slot, let kind, _, let spec): selfLV = LocalLValue(slot: slot, kind: kind, spec: spec, loc: l)
                case .inoutParameter(let slot, let spec): selfLV = InoutParameterLValue(slot: slot, spec: spec, loc: l)
                default: selfLV = nil
                }
                try requireActorIsolation(.write(name), member: name, of: t, receiverIsSelf: true, ctx, at: l)
                let target = MemberLValue(baseLValue: selfLV, base: read(selfBinding, l), name: name, loc: l)
                target.direct = writesDirectly(name, ctx)
                return target
            }
            if let t = ctx.effectiveSelfType, hasMember(t, name, static: true), let ref = interpreter.types[t.name] {
                return MemberLValue(baseLValue: nil, base: TypeValue(type: ref, loc: l), name: name, loc: l)
            }
            // `title = …` in `extension Coordinated where Self: UIViewController`: the bound class's property.
            if let (_, selfBinding) = selfBoundMember(name, around: e, ctx, at: l) {
                return MemberLValue(baseLValue: nil, base: read(selfBinding, l), name: name, loc: l)
            }
            if let g = globals[name] { return globalLValue(name, index: g.index, spec: g.spec, ctx, at: l) }
            if let a = globalAccessors[name], let g = a.getter {
                return GlobalAccessorLValue(a, name: name, spec: g.returnSpec, loc: l)
            }
            throw ctx.notFound(name, at: l)
        }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            return UnwrappedLValue(inner: try compileLValue(o.expression, ctx), isChain: true, loc: l)
        }
        if let f = e.as(ForceUnwrapExprSyntax.self) {
            return UnwrappedLValue(inner: try compileLValue(f.expression, ctx), isChain: false, loc: loc(f.exclamationMark))
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base, base.is(SuperExprSyntax.self) {
            guard let owner = ctx.selfType as? ClassType, ctx.code?.hasSelf == true, !ctx.isStatic else {
                throw CompileError.unsupported("assignments to 'super' properties in closures or static members", at: l)
            }
            return SuperMemberLValue(owner: owner, name: m.declName.baseName.text, loc: loc(m.declName))
        }
        if let m = e.as(MemberAccessExprSyntax.self), let base = m.base {
            let baseLV = isAssignable(base) ? try? compileLValue(base, ctx) : nil
            let target = MemberLValue(baseLValue: baseLV, base: try compileExpr(base, ctx, expected: nil, inChain: true),
                                      name: m.declName.baseName.text, loc: loc(m.declName))
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                target.direct = writesDirectly(target.name, ctx)
            }
            if let t = actorType(of: base) {
                try requireActorIsolation(.write(target.name), member: target.name, of: t, receiverIsSelf: Self.isSelf(base),
                                          ctx, at: loc(m.declName))
            }
            return target
        }
        if let s = e.as(SubscriptCallExprSyntax.self), let (key, fallback) = defaultSubscript(s) {
            return DefaultSubscriptLValue(base: try compileLValue(s.calledExpression, ctx), key: try compileExpr(key, ctx, expected: nil),
                                          fallback: try compileExpr(fallback, ctx, expected: nil), loc: l)
        }
        if let s = e.as(SubscriptCallExprSyntax.self), let index = s.arguments.first?.expression {
            let base = isAssignable(s.calledExpression) ? try compileLValue(s.calledExpression, ctx)
                : ValueLValue(value: try compileExpr(s.calledExpression, ctx, expected: nil, inChain: true), loc: l)
            let target = SubscriptLValue(base: base,
                                         index: try compileExpr(index, ctx, expected: nil), loc: l)
            target.more = try s.arguments.dropFirst().map { try compileExpr($0.expression, ctx, expected: nil) }
            target.labels = s.arguments.map { $0.label?.text }
            target.genericCall = try genericSubscriptBinding(s, in: ctx, at: l)
            return target
        }
        throw CompileError("cannot assign to this expression", at: l)
    }

    /// Whether an expression can be compiled as an assignment target (`x`, `a.b`, `a[i]`).
    func isAssignable(_ e: ExprSyntax) -> Bool {
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base { return !b.is(SuperExprSyntax.self) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return isAssignable(s.calledExpression) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return isAssignable(only.expression) }
        return isStorage(e)
    }

    /// Whether an expression names storage (so member writes can go through it in place).
    func isStorage(_ e: ExprSyntax) -> Bool {
        if let d = e.as(DeclReferenceExprSyntax.self) {
            return d.baseName.text != "super" && (interpreter.types[d.baseName.text] == nil || globals[d.baseName.text] != nil)
        }
        if let m = e.as(MemberAccessExprSyntax.self), let b = m.base { return !b.is(SuperExprSyntax.self) && isStorage(b) }
        if let s = e.as(SubscriptCallExprSyntax.self) { return isStorage(s.calledExpression) }
        if let t = e.as(TupleExprSyntax.self), t.elements.count == 1, let only = t.elements.first { return isStorage(only.expression) }
        if let o = e.as(OptionalChainingExprSyntax.self) { return isStorage(o.expression) }
        if let f = e.as(ForceUnwrapExprSyntax.self) { return isStorage(f.expression) }
        return false
    }

    /// The key and default of `d[key, default: value]` of a dictionary; nil for any other
    /// subscript (a program's own `subscript(_:default:)` included).
    func defaultSubscript(_ s: SubscriptCallExprSyntax) -> (ExprSyntax, ExprSyntax)? {
        let args = Array(s.arguments)
        guard args.count == 2, args[0].label == nil, args[1].label?.text == "default" else { return nil }
        if let base = typed?.type(of: s.calledExpression), base.isKnown {
            guard case .dictionary = base.unwrapped else { return nil }
        }
        return (args[0].expression, args[1].expression)
    }
}
