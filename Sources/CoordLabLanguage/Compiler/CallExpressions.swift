import CoordLabSyntax
import SwiftSyntax

/// Compiling calls: functions, methods, initializers, closures and built-ins.
extension Compiler {
    /// The arguments of a call, with the trailing closure last.
    struct Arguments {
        var exprs: [ExprSyntax] = []
        var labels: [String?] = []
        var trailing = 0
        /// The call they belong to.
        var call: FunctionCallExprSyntax?
        /// The overload the checker chose (`log(_:level:)`) when several accept the labels.
        var selector: String?
    }

    /// Collects a call's arguments and labels.
    func arguments(_ c: FunctionCallExprSyntax) throws -> Arguments {
        var a = Arguments()
        a.call = c
        a.selector = typed?.chosenOverload(of: c)
        for arg in c.arguments {
            a.exprs.append(arg.expression)
            a.labels.append(arg.label?.text)
        }
        if let t = c.trailingClosure {
            a.exprs.append(ExprSyntax(t))
            a.labels.append(nil)
            a.trailing = 1
        }
        for extra in c.additionalTrailingClosures {
            a.exprs.append(ExprSyntax(extra.closure))
            a.labels.append(extra.label.text)
            a.trailing += 1
        }
        return a
    }

    /// Compiles argument expressions, using parameter types as context when known.
    func compileArgs(_ a: Arguments, _ ctx: FunctionContext, params: [Parameter]?, map: [Int?]?) throws -> [Expr] {
        var specs = [TypeSpec?](repeating: nil, count: a.exprs.count)
        if let params, let map {
            for (p, m) in zip(params, map) { if let m { specs[m] = p.spec } }
            try requireSynchronousClosures(a, params: params, map: map)
        }
        return try a.exprs.enumerated().map { k, e in
            try compileExpr(e, ctx, expected: typed?.genericArgumentType(of: e).map(TypeSpec.init) ?? specs[k])
        }
    }

    /// A call expression.
    func compileCall(_ c: FunctionCallExprSyntax, _ ctx: FunctionContext, expected: TypeSpec?) throws -> Expr {
        let l = loc(c)
        let a = try arguments(c)
        if typed?.callsAsFunction(c) == true { return try callAsFunctionCall(c.calledExpression, a, ctx, at: l) }
        // `Swift.min(…)` is the module's `min(…)`: no local or member of `self` hides it.
        let qualified = ModuleNames.unqualified(c.calledExpression, isShadowed: { isDeclared($0, ctx, at: l) })
        let callee = qualified.map(ExprSyntax.init) ?? c.calledExpression
        if let d = callee.as(DeclReferenceExprSyntax.self) {
            let name = d.baseName.text
            if qualified == nil, let b = ctx.lookup(name, loc: l) {
                let value = read(b, l)
                try requireTry(calling: value, ctx, at: l)
                return endingStackClosures(after: c, ValueCall(callee: value, args: try compileArgs(a, ctx, params: nil, map: nil),
                                                               labels: a.labels, trailing: a.trailing, loc: l), ctx)
            }
            // `Self(…)` in a static method of a generic struct or enum: the type, with the
            // arguments the call of the method bound (see `genericTemplate`).
            if name == "Self", !ctx.hasInstanceSelf, let t = ctx.effectiveSelfType, !t.genericParameters.isEmpty,
               !(t is ClassType), let ref = interpreter.types[t.name] {
                return try construct(ref, a, ctx, at: l)
            }
            // `Self(…)`, and `T(…)` of a generic function's constrained `T`: the type running.
            if let t = name == "Self" ? selfTypeExpr(ctx, at: l) : try genericParameterMetatype(name, ctx, at: l) {
                let target = name == "Self" ? initializer(of: ctx.effectiveSelfType, a) : nil
                return ValueCall(callee: t, args: try compileArgs(a, ctx, params: target?.params, map: target?.map),
                                 labels: a.labels, trailing: a.trailing, loc: l)
            }
            if qualified == nil, let t = ctx.effectiveSelfType, ctx.hasInstanceSelf, isStoredClosureProperty(name, of: t) {
                return try storedClosureCall(callee, a, ctx, at: l)
            }
            if qualified == nil, let t = ctx.effectiveSelfType, hasMember(t, name, static: !ctx.hasInstanceSelf) {
                let base: Expr
                if let sb = ctx.lookup("self", loc: l) { base = read(sb, l) }
                else if let ref = interpreter.types[t.name] { base = TypeValue(type: ref, loc: l) }
                else { throw CompileError("cannot find '\(name)' in scope", at: l) }
                try requireEffects(ofMethod: name, on: t, isStatic: !ctx.hasInstanceSelf, a, ctx, at: l)
                if ctx.hasInstanceSelf { try requireActorIsolation(calling: name, on: t, a, receiverIsSelf: true, ctx, at: l) }
                let call = MethodCall(base: base, baseLValue: selfLValue(ctx, l), name: name,
                                      args: try compileArgs(a, ctx, params: nil, map: nil), labels: a.labels,
                                      trailing: a.trailing, loc: l)
                call.selector = a.selector
                // Implicit `self` has the enclosing type (a protocol, in its extension).
                call.receiverTypeName = t.extendsStandardType ? nil : t.name
                return call
            }
            // `loadViewIfNeeded()` in `extension Bindable where Self: UIViewController`: the bound class's method.
            if qualified == nil, let (bound, sb) = selfBoundMember(name, around: c, ctx, at: l) {
                try requireEffects(ofMethod: name, on: bound, isStatic: false, a, ctx, at: l)
                let call = MethodCall(base: read(sb, l), baseLValue: nil, name: name,
                                      args: try compileArgs(a, ctx, params: nil, map: nil), labels: a.labels,
                                      trailing: a.trailing, loc: l)
                call.selector = a.selector
                call.receiverTypeName = bound.name
                return call
            }
            if qualified == nil, let t = ctx.effectiveSelfType, ctx.hasInstanceSelf, isStandardMember(name, ofExtended: t),
               let sb = ctx.lookup("self", loc: l) {
                return MethodCall(base: sequenceFilterReceiver(read(sb, l), of: c, at: l), baseLValue: selfLValue(ctx, l), name: name,
                                  args: try compileArgs(a, ctx, params: nil, map: nil), labels: a.labels,
                                  trailing: a.trailing, loc: l)
            }
            if let g = globals[name] {
                let value = GlobalRead(index: g.index, spec: g.spec, loc: l)
                try requireTry(calling: value, ctx, at: l)
                return ValueCall(callee: value,
                                 args: try compileArgs(a, ctx, params: nil, map: nil), labels: a.labels, trailing: a.trailing, loc: l)
            }
            if let overloads = functions[name], typed?.callsStandardFunction(c) != true {
                // The overload the checker chose when several accept the labels, else the one that does.
                let declared = typed?.chosenDeclaration(of: c).flatMap { d in overloads.first { $0.declaration == d } }
                let chosen = declared ?? a.selector.flatMap { s in overloads.first { $0.selector == s } }
                guard let code = chosen ?? overloads.first(where: { $0.match(labels: a.labels, trailing: a.trailing) != nil }),
                      let map = code.match(labels: a.labels, trailing: a.trailing) else {
                    throw CompileError("no '\(name)' accepts the arguments (\(a.labels.map { ($0 ?? "_") + ":" }.joined()))", at: l)
                }
                if code.needsCheckedChoice, declared == nil {
                    throw CompileError.unsupported("overloads whose parameter types a call's values cannot tell apart ('\(code.selector)'), called with arguments whose types do not choose one", at: l)
                }
                try requireTry(code, ctx, at: l)
                try requireAwait(code, ctx, at: l)
                try requireIsolation(calling: code, ctx, at: l)
                return FunctionCall(code: code, args: try compileArgs(a, ctx, params: code.params, map: map), map: map, loc: l)
            }
            if let t = interpreter.types[name] ?? aliasedType(name) {
                if case .builtin = t {
                    if name == "Set" { return try constructSet(element: nil, a, ctx, at: l) }
                    if name == "Array" { return try constructArray(element: nil, a, ctx, at: l) }
                    if name == "String", a.labels == ["describing"] || a.labels == ["reflecting"], let operand = a.exprs.first {
                        try rejectLazySequence(operand, "describing")
                        return DescribingString(operand: try compileExpr(operand, ctx, expected: nil), reflecting: a.labels == ["reflecting"],
                                                optional: printedOptional(operand),
                                                shape: printedShape(operand), loc: l)
                    }
                }
                return try construct(t, a, ctx, at: l)
            }
            if Builtins.globalFunctions.contains(name) {
                if ["print", "debugPrint", "dump"].contains(name) { try a.exprs.forEach { try rejectLazySequence($0, "printing") } }
                if name == "type" { try a.exprs.forEach { try rejectLazySequence($0, "taking the type of") } }
                if name == "type", case .function? = a.exprs.first.flatMap({ typed?.type(of: $0) }) {
                    throw CompileError.unsupported("'type(of:)' on a function value", at: l)
                }
                let call = BuiltinCall(name: name, args: try compileArgs(a, ctx, params: nil, map: nil), labels: a.labels, loc: l)
                call.shapes = a.exprs.map(printedShape)
                call.staticOptionals = a.exprs.map(printedOptional)
                if name == "type" {
                    call.staticTypeName = a.exprs.first.flatMap { typed?.type(of: $0).flatMap(\.staticSpelling) }
                    if call.staticTypeName == nil, let t = a.exprs.first.flatMap({ typed?.type(of: $0) }) {
                        call.staticTypeTemplate = try staticTypeTemplate(t, ctx, at: l)
                    }
                    if case .parameter(let p)? = a.exprs.first.flatMap({ typed?.type(of: $0) }) {
                        call.boundParameterType = try genericParameterMetatype(p, ctx, at: l)
                    }
                }
                return call
            }
            throw ctx.notFound(name, at: l)
        }
        if let m = callee.as(MemberAccessExprSyntax.self) {
            let name = m.declName.baseName.text
            // `.some(x)` where an Optional is expected: the wrapped value itself.
            if m.base == nil, name == "some", checkedContext(of: m)?.name == "Optional", a.exprs.count == 1 {
                return try compileExpr(a.exprs[0], ctx, expected: expected.map { var s = $0; s.isOptional = false; return s })
            }
            if let call = try optionalExtensionCall(m, a, ctx) { return call }
            if let pipeline = try lazyPipeline(m, a, ctx) { return pipeline }
            if let (e, k) = payloadCaseCallee(m, ctx, expected: checkedContext(of: m) ?? expected) {
                return try compilePayloadConstruct(e, k, a, ctx, at: l)
            }
            guard let base = m.base else {
                if name == "init", expected?.name == "Self", let t = selfTypeExpr(ctx, at: l) {
                    return MethodCall(base: t, baseLValue: nil, name: name, args: try compileArgs(a, ctx, params: nil, map: nil),
                                      labels: a.labels, trailing: a.trailing, loc: l)
                }
                if name == "init" {
                    // `.init()` where a generic parameter is expected: `T()`, the type the call bound.
                    if let t = try [checkedContext(of: m)?.name, expected?.name].compactMap({ $0 }).lazy
                        .compactMap({ try self.genericParameterMetatype($0, ctx, at: l) }).first {
                        return ValueCall(callee: t, args: try compileArgs(a, ctx, params: nil, map: nil),
                                         labels: a.labels, trailing: a.trailing, loc: l)
                    }
                    return try contextualInit(checkedContext(of: m) ?? expected, a, ctx, at: l)
                }
                if let parameter = try contextualGenericParameter(of: m, expected: expected, ctx) {
                    return MethodCall(base: parameter, baseLValue: nil, name: name, args: try compileArgs(a, ctx, params: nil, map: nil),
                                      labels: a.labels, trailing: a.trailing, loc: l)
                }
                if let n = (checkedContext(of: m) ?? expected)?.name, let t = interpreter.types[n], t.nominal?.staticMethods[name] != nil {
                    return MethodCall(base: TypeValue(type: t, loc: l), baseLValue: nil, name: name,
                                      args: try compileArgs(a, ctx, params: nil, map: nil), labels: a.labels, trailing: a.trailing, loc: l)
                }
                return ValueCall(callee: try implicitMember(name, expected: checkedContext(of: m) ?? expected, at: m),
                                 args: try compileArgs(a, ctx, params: nil, map: nil), labels: a.labels, trailing: a.trailing, loc: l)
            }
            if base.is(SuperExprSyntax.self)
                || (name == "init" && base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" && ctx.hasInstanceSelf) {
                let owner = ctx.effectiveSelfType
                let target = name == "init" ? initializer(of: base.is(SuperExprSyntax.self) ? (owner as? ClassType)?.superclass : owner, a) : nil
                let args = try compileArgs(a, ctx, params: target?.params, map: target?.map)
                if name == "init" {
                    let delegation = DelegatingInit(owner: owner as? ClassType, structOwner: owner as? StructType, enumOwner: owner as? EnumType,
                                                    toSuper: base.is(SuperExprSyntax.self), args: args, labels: a.labels,
                                                    trailing: a.trailing, delegationSlot: ctx.code?.delegationSlot ?? -1, loc: l)
                    delegation.selector = a.selector
                    return delegation
                }
                guard let c = owner as? ClassType else { throw CompileError("'super' members cannot be referenced outside a class", at: l) }
                return SuperMethodCall(owner: c, name: name, args: args, labels: a.labels, trailing: a.trailing, loc: l)
            }
            if let t = nestedType(base, name) { return try construct(t, a, ctx, at: l) }
            if name == "init", let d = base.as(DeclReferenceExprSyntax.self), ctx.lookup(d.baseName.text, loc: l) == nil,
               let t = interpreter.types[d.baseName.text] {
                return try construct(t, a, ctx, at: l)
            }
            if typed?.type(of: base)?.isOptional != true,
               isStoredClosureProperty(name, of: checkedReceiverTypeName(base).flatMap { interpreter.types[$0]?.nominal }) {
                return try storedClosureCall(callee, a, ctx, at: l)
            }
            let baseExpr = sequenceFilterReceiver(try compileExpr(base, ctx, expected: nil, inChain: true), of: c, at: l)
            let checkedOptional = typed?.type(of: base)?.isOptional == true
            if let mapped = try optionalMap(name, baseExpr, a, ctx, at: l,
                                            failable: isFailableConversion(base) || checkedOptional) { return mapped }
            let baseLV = isAssignable(base) ? try? compileLValue(base, ctx) : nil
            let args: [Expr]
            if let specs = elementArgumentSpecs(name, base: base, compiled: baseExpr, a, ctx) {
                args = try a.exprs.indices.map { try compileExpr(a.exprs[$0], ctx, expected: specs[$0]) }
            } else {
                args = try compileArgs(a, ctx, params: nil, map: nil)
            }
            let call = MethodCall(base: baseExpr, baseLValue: baseLV, name: name,
                                  args: args, labels: a.labels, trailing: a.trailing, loc: l)
            call.selector = a.selector
            // The receiver's static type decides witness and extension dispatch.
            call.receiverTypeName = checkedReceiverTypeName(base)
            if let n = call.receiverTypeName, let t = interpreter.types[n]?.nominal {
                try requireEffects(ofMethod: name, on: t, isStatic: false, a, ctx, at: l, nameAt: loc(m.declName))
            } else if let d = base.as(DeclReferenceExprSyntax.self), ctx.lookup(d.baseName.text, loc: l) == nil,
                      let t = interpreter.types[d.baseName.text]?.nominal {
                try requireEffects(ofMethod: name, on: t, isStatic: true, a, ctx, at: l, nameAt: loc(m.declName))
            }
            if let t = actorType(of: base) {
                try requireActorIsolation(calling: name, on: t, a, receiverIsSelf: Self.isSelf(base), ctx, at: loc(m.declName))
            }
            if case .set? = typed?.type(of: base)?.unwrapped { call.receiverIsSet = true }
            if typed?.reversesIntoArray(c) == true {
                return ConstructCall(type: .builtin("Array"), args: [call], labels: [nil], trailing: 0, loc: l)
            }
            return call
        }
        // `Box<Int>(…)`, `Outer.Box<Int>(…)`: a generic type of the program with its arguments written.
        if let s = callee.as(GenericSpecializationExprSyntax.self),
           let name = s.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
               ?? s.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
           let t = interpreter.types[name], t.nominal?.genericParameters.isEmpty == false {
            return try construct(t, a, ctx, at: l)
        }
        // `Boxed<Int>(…)` for `typealias Boxed<T> = Store<T>`: the aliased generic type, with the arguments the checker found.
        if let s = callee.as(GenericSpecializationExprSyntax.self), let name = s.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           typeAliases.parameters[name] != nil {
            guard let t = aliasedType(name), t.nominal?.genericParameters.isEmpty == false else {
                throw CompileError.unsupported("constructing through the generic type alias '\(name)'", at: l)
            }
            return try construct(t, a, ctx, at: l)
        }
        if let s = callee.as(GenericSpecializationExprSyntax.self), s.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Set" {
            return try constructSet(element: writtenElement(ofArrayCallee: callee), a, ctx, at: l)
        }
        if callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self) || callee.is(GenericSpecializationExprSyntax.self) {
            let text = callee.trimmedDescription
            if callee.is(DictionaryExprSyntax.self) || text.hasPrefix("Dictionary") { return try construct(.builtin("Dictionary"), a, ctx, at: l) }
            return try constructArray(element: writtenElement(ofArrayCallee: callee), a, ctx, at: l)
        }
        let value = try compileExpr(callee, ctx, expected: nil, inChain: true)
        try requireTry(calling: value, ctx, at: l)
        return ValueCall(callee: value, args: try compileArgs(a, ctx, params: nil, map: nil), labels: a.labels,
                         trailing: a.trailing, loc: l)
    }

    /// Refuses a call of a `throws` function or initializer that no `try` covers, in
    /// swiftc's words for where it is (a `rethrows` one throws only what its closure
    /// arguments throw).
    func requireTry(_ code: FunctionCode, _ ctx: FunctionContext, at l: CodeLocation) throws {
        try requireTry(throwing: code.isThrowing && !code.isRethrows, ctx, at: l)
        // In a `rethrows` function, only its closure parameters may throw out of it.
        if code.isThrowing, !code.isRethrows, ctx.throwsOutOfRethrows {
            throw CompileError("call can throw, but the error is not handled; a function declared 'rethrows' may only throw if its parameter does", at: l)
        }
    }

    /// Refuses a call of a value whose function type `throws` (a closure in a variable,
    /// parameter or property) that no `try` covers.
    func requireTry(calling callee: Expr, _ ctx: FunctionContext, at l: CodeLocation) throws {
        try requireTry(throwing: callee.staticSpec.isThrowingFunction, ctx, at: l)
    }

    /// Refuses a call that throws when no `try` covers it, in swiftc's words for where it is.
    func requireTry(throwing: Bool, _ ctx: FunctionContext, at l: CodeLocation) throws {
        guard throwing, ctx.tryCoverage == 0 else { return }
        if ctx.canThrow || ctx.exhaustiveDoDepth > 0 {
            throw CompileError("call can throw but is not marked with 'try'", at: l)
        }
        throw CompileError("call can throw, but it is not marked with 'try' and "
                           + (ctx.partialDoDepth > 0 ? "the enclosing catch is not exhaustive" : "the error is not handled"), at: l)
    }

    /// `self` as a storage (for mutating calls on implicit `self` in structs, and in
    /// extensions of standard types, where a mutating method's `self` is the caller's).
    func selfLValue(_ ctx: FunctionContext, _ l: CodeLocation) -> LValue? {
        switch ctx.lookup("self", loc: l) {
        case .local(let slot, let kind, true, let spec)?: return LocalLValue(slot: slot, kind: kind, spec: spec, loc: l)
        case .inoutParameter(let slot, let spec)?: return InoutParameterLValue(slot: slot, spec: spec, loc: l)
        default: return nil
        }
    }

    /// The parameters of the initializer of `t` that arguments `a` call (`self.init(…)`,
    /// `super.init(…)`, `Self(…)`), and which argument each takes: the arguments' contexts
    /// (an unlabelled tuple given for `payload: (title: String, price: Int)` takes its labels).
    private func initializer(of t: NominalType?, _ a: Arguments) -> (params: [Parameter], map: [Int?])? {
        let inits = (t as? StructType)?.inits ?? (t as? EnumType)?.inits ?? []
        guard let code = (t as? ClassType)?.findInit(labels: a.labels, trailing: a.trailing, selector: a.selector)
                ?? inits.first(where: { $0.accepts(labels: a.labels, trailing: a.trailing, selector: a.selector) }),
              let map = code.match(labels: a.labels, trailing: a.trailing) else { return nil }
        return (code.params, map)
    }

    /// `Type(args)`.
    func construct(_ t: TypeRef, _ a: Arguments, _ ctx: FunctionContext, at l: CodeLocation) throws -> Expr {
        if case .builtin(let n) = t, !Builtins.constructibleTypes.contains(n) {
            throw CompileError.unsupported("'\(n)(…)'", at: l)
        }
        var params: [Parameter]?
        var map: [Int?]?
        if case .classType(let c) = t, let code = c.findInit(labels: a.labels, trailing: a.trailing, selector: a.selector) {
            try requireTry(code, ctx, at: l)
            try requireAwait(code, ctx, at: l)
            try requireIsolation(calling: code, ctx, at: l)
            params = code.params
            map = code.match(labels: a.labels, trailing: a.trailing)
        } else if case .classType(let c) = t {
            try requireIsolation(implicitInitOf: c, labels: a.labels, ctx, at: l)
        } else {
            // A struct's or enum's initializers: the call needs `try` when every one its labels name throws.
            let inits = (t.nominal as? StructType)?.inits ?? (t.nominal as? EnumType)?.inits ?? []
            try requireEffects(ofAll: inits, a, ctx, at: l)
            if let code = inits.first(where: { $0.accepts(labels: a.labels, trailing: a.trailing, selector: a.selector) }) {
                params = code.params
                map = code.match(labels: a.labels, trailing: a.trailing)
            } else if case .structType(let s) = t {
                // The memberwise initializer: each argument's context is its property's type
                // (`Q(c: [1])` for `let c: [Double]` makes Doubles).
                params = memberwiseParameters(of: s, labels: a.labels, trailing: a.trailing)
                map = params.map { Array(0..<$0.count) }
            }
        }
        let generic = try genericArguments(constructing: t, in: a.call, at: l)
        let construct = ConstructCall(type: t, args: try compileArgs(a, ctx, params: params, map: map),
                                      labels: a.labels, trailing: a.trailing, loc: l)
        construct.genericArguments = generic
        construct.genericTemplate = try genericTemplate(for: generic, in: ctx, at: l)
        construct.selector = a.selector
        return construct
    }

    /// The parameters of a struct's memberwise initializer that arguments with `labels`
    /// give, in order: the properties they name, as `constructStruct` matches them; nil
    /// when the labels fit none.
    private func memberwiseParameters(of s: StructType, labels: [String?], trailing: Int) -> [Parameter]? {
        var out: [Parameter] = []
        for f in s.fields where out.count < labels.count {
            let a = out.count
            guard labels[a] == f.memberwiseLabel || labels[a] == nil && a >= labels.count - trailing else { continue }
            out.append(Parameter(label: labels[a], name: f.name, spec: f.wrapping == nil ? f.spec : .unknown, defaultValue: nil))
        }
        return out.count == labels.count ? out : nil
    }

    /// `o.map { … }` or `o.flatMap { … }` on a receiver declared optional; nil otherwise.
    private func optionalMap(_ name: String, _ base: Expr, _ a: Arguments, _ ctx: FunctionContext,
                             at l: CodeLocation, failable: Bool) throws -> Expr? {
        guard name == "map" || name == "flatMap", base.staticSpec.isOptional || failable, !base.isOptionalChainLink,
              a.exprs.count == 1, a.labels == [nil] else { return nil }
        return OptionalMap(base: base, transform: try compileExpr(a.exprs[0], ctx, expected: nil), loc: l)
    }

    /// `Int(text)` or `Double(text)`: a conversion whose result is an Optional.
    func isFailableConversion(_ e: ExprSyntax) -> Bool {
        guard let c = e.as(FunctionCallExprSyntax.self), c.arguments.count == 1, c.arguments.first?.label == nil,
              let name = c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return ["Int", "Double", "Float"].contains(name) && globals[name] == nil
    }
}
