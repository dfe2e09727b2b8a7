import CoordLabSema
import SwiftSyntax

/// Instances of generic classes and structs: the checker found the generic arguments of
/// each construction; the compiler spells them for the instance to keep.
extension Compiler {
    /// The arguments a call making an instance of `t` makes it with; nil when `t` is not
    /// generic. A construction the checker found no arguments for is refused: the
    /// instance would print without them.
    func genericArguments(constructing t: TypeRef, in call: FunctionCallExprSyntax?, at l: CodeLocation) throws -> GenericArguments? {
        // Without the checker's findings (it refused the program, and the compiler only
        // looks for an earlier refusal of its own), there is nothing to spell.
        guard let n = t.nominal, !n.genericParameters.isEmpty, typed != nil else { return nil }
        guard let call, case .generic(_, let args)? = typed?.constructedType(of: call) else {
            // A framework's own value, made where its arguments are not known, goes without them.
            if typed?.isFramework == true { return nil }
            throw CompileError.unsupported("making an instance of generic type '\(n.name)' here (coordlab cannot tell its generic arguments)", at: l)
        }
        return spelled(args)
    }

    /// A case without associated values: the enum's shared value, or for a generic enum a
    /// value of its own that keeps the generic arguments the checker found.
    func caseValue(_ c: EnumCase, reference: MemberAccessExprSyntax?, at l: CodeLocation) throws -> Expr {
        guard !c.type.genericParameters.isEmpty, typed != nil else { return Literal(.enumCase(c), loc: l) }
        guard let reference, case .generic(_, let args)? = typed?.constructedType(of: reference) else {
            if typed?.isFramework == true { return Literal(.enumCase(c), loc: l) }
            throw CompileError.unsupported("the case '\(c.name)' of generic enum '\(c.type.name)' here (coordlab cannot tell its generic arguments)", at: l)
        }
        let value = GenericCaseValue(case: c, genericArguments: spelled(args), loc: l)
        // Named without a call, nothing is compiled inside it: the context is its own.
        value.genericTemplate = try genericTemplate(for: value.genericArguments, in: expressionContext, at: l)
        return value
    }

    /// Generic arguments as an instance keeps them.
    func spelled(_ args: [SemaType]) -> GenericArguments {
        GenericArguments(plain: args.map { spelled($0, qualified: false) }, qualified: args.map { spelled($0, qualified: true) })
    }

    /// How to fill in `arguments` when they name generic parameters of the code making the
    /// value: the function's own (`.success(f(v))` inside `map<U>`) from its call's
    /// environment, its type's (`Node<T>(…)` inside `Stack<T>`) from `self`'s arguments.
    /// Only in the function's own body: a closure would have to capture `self` or the
    /// environment to read them, which Swift's would not.
    func genericTemplate(for arguments: GenericArguments?, in ctx: FunctionContext?, at l: CodeLocation) throws -> GenericTemplate? {
        guard let arguments, arguments.isTemplate else { return nil }
        func names(_ ps: [String]) -> Bool { ps.contains { arguments.plain.contains(GenericArguments.placeholder($0)) } }
        let own = ctx?.code?.genericParameters ?? []
        let typeParameters = ctx?.selfType?.genericParameters ?? []
        let needsSelf = names(typeParameters.filter { !own.contains($0) })
        let lenient = typed?.isFramework == true
        // In a closure, the generic function's own parameters: the closure keeps its call's
        // environment (see `Closure.genericEnvironment`).
        if let ctx, ctx.parent != nil, let f = genericFunctionAround(ctx), let code = f.code,
           arguments.namedParameters.isSubset(of: code.genericParameters) {
            return GenericTemplate(selfRead: nil, typeParameters: [], function: code.name, ownParameters: code.genericParameters,
                                   isLenient: lenient)
        }
        // In a protocol extension's instance member, `Self`'s associated types, from the
        // conformance of the type `self` is an instance of.
        if let ctx, ctx.parent == nil, let code = ctx.code, ctx.hasInstanceSelf, ctx.selfType is ProtocolType,
           !arguments.namedParameters.isDisjoint(with: typeChecker.selfAssociatedTypeNames(of: ctx.selfType?.name ?? "")) {
            return GenericTemplate(selfRead: ctx.lookup("self", loc: l).map { read($0, l) }, typeParameters: [], function: code.name,
                                   ownParameters: own, isLenient: lenient, associatedTypes: true)
        }
        guard let ctx, ctx.parent == nil, let code = ctx.code, names(own) || needsSelf,
              !needsSelf || ctx.hasInstanceSelf else {
            // A framework's value made where its arguments cannot be found goes without them.
            if lenient { return GenericTemplate(selfRead: nil, typeParameters: [], function: "", ownParameters: [], isLenient: true) }
            throw CompileError.unsupported("making a generic value from the generic parameters of 'self' here (in a closure or a static member)", at: l)
        }
        let me = needsSelf ? ctx.lookup("self", loc: l).map { read($0, l) } : nil
        let template = GenericTemplate(selfRead: me, typeParameters: typeParameters, function: code.name, ownParameters: own,
                                       isLenient: lenient)
        template.owner = ctx.effectiveSelfType
        return template
    }

    /// What a call of a generic function or method binds its own parameters to, spelled,
    /// for the values its body makes from them; nil for any other call.
    func genericCallBinding(_ call: FunctionCallExprSyntax, function: String, in ctx: FunctionContext,
                            at l: CodeLocation) throws -> GenericCallBinding? {
        try genericCallBinding(typed?.genericBindings(of: call), function: function, in: ctx, at: l)
    }

    /// What a use of a generic subscript binds its own parameters to, spelled, for its
    /// getter's and setter's bodies; nil for any other subscript.
    func genericSubscriptBinding(_ use: SubscriptCallExprSyntax, in ctx: FunctionContext,
                                 at l: CodeLocation) throws -> GenericCallBinding? {
        try genericCallBinding(typed?.genericBindings(of: use), function: "subscript", in: ctx, at: l)
    }

    func genericCallBinding(_ found: [(parameter: String, argument: SemaType)]?, function: String,
                                    in ctx: FunctionContext, at l: CodeLocation) throws -> GenericCallBinding? {
        // In a closure, the generic function's own parameters around it count as known: the
        // closure keeps its call's environment (see `genericTemplate`).
        let visible = ctxParameters(ctx).union(genericFunctionAround(ctx)?.code?.genericParameters ?? [])
        guard let bindings = found, !bindings.isEmpty,
              bindings.allSatisfy({ $0.argument.isKnown(allowing: visible) })
        else { return nil }
        try refuseDynamicSelfBinding(bindings, in: ctx, at: l)
        let arguments = spelled(bindings.map(\.argument))
        return GenericCallBinding(function: function, parameters: bindings.map(\.parameter), arguments: arguments,
                                  template: arguments.isTemplate ? try genericTemplate(for: arguments, in: ctx, at: l) : nil)
    }

    /// For `type(of:)` of a container whose static type names generic parameters of the
    /// code compiled in `ctx` (`[T]` in `Stack<T>`, `[String: T]` in `f<T>`): its spelling,
    /// filled in when it runs as a value made there is; nil for any other type.
    func staticTypeTemplate(_ t: SemaType, _ ctx: FunctionContext, at l: CodeLocation) throws -> (GenericArguments, GenericTemplate)? {
        switch t {
        case .optional, .array, .slice, .dictionary, .set, .tuple: break
        default: return nil
        }
        let visible = ctxParameters(ctx).union(genericFunctionAround(ctx)?.code?.genericParameters ?? [])
        guard !t.isKnown, t.isKnown(allowing: visible) else { return nil }
        let spelling = spelled([t])
        guard let template = try genericTemplate(for: spelling, in: ctx, at: l) else { return nil }
        return (spelling, template)
    }

    /// `T.self` for a generic parameter `T` of the code compiled in `ctx`: the type the
    /// running call (or `self`) bound it to; nil when `name` is no such parameter.
    func genericParameterMetatype(_ name: String, _ ctx: FunctionContext, at l: CodeLocation) throws -> Expr? {
        guard ctxParameters(ctx).contains(name) || closureSees(name, ctx) else {
            var outer = ctx.parent
            while let o = outer {
                if ctxParameters(o).contains(name) {
                    throw CompileError.unsupported("using the generic parameter '\(name)' as a value in a closure or a nested function", at: l)
                }
                outer = o.parent
            }
            return nil
        }
        let parameter = GenericArguments(plain: [GenericArguments.placeholder(name)], qualified: [GenericArguments.placeholder(name)])
        guard let template = try genericTemplate(for: parameter, in: ctx, at: l) else { return nil }
        return GenericParameterType(template: template, parameter: parameter, loc: l)
    }

    /// Has a cast to `Self`, to a generic parameter (`as? Value`) or to its metatype
    /// (`T.self is U.Type`) find its type when it runs.
    func resolveTarget(of cast: Cast, written: TypeSyntax, _ ctx: FunctionContext, at l: CodeLocation) throws {
        var name = cast.target.name
        if let tuple = written.as(TupleTypeSyntax.self) ?? written.as(OptionalTypeSyntax.self)?.wrappedType.as(TupleTypeSyntax.self),
           let parameter = tuple.elements.lazy.compactMap({ self.genericParameterNamed(by: $0.type, ctx) }).first {
            // `as? (T, U)`: the tuple's element types are found only when the call runs.
            throw CompileError.unsupported("casting to a tuple type whose elements are generic parameters ('\(parameter)')", at: l)
        }
        if name == "Self" { cast.dynamicTarget = selfTypeExpr(ctx, at: l) }
        if name.hasSuffix(".Type"), ctxParameters(ctx).contains(String(name.dropLast(".Type".count))) {
            name = String(name.dropLast(".Type".count))
            cast.targetsParameterMetatype = true
        }
        if let member = written.as(OptionalTypeSyntax.self)?.wrappedType.as(MemberTypeSyntax.self) ?? written.as(MemberTypeSyntax.self),
           let base = member.baseType.as(IdentifierTypeSyntax.self)?.name.text,
           ctxParameters(ctx).contains(base) || closureSees(base, ctx) {
            // `as? K.Value`: what the bound type's associated type is, coordlab does not keep.
            throw CompileError.unsupported("casting to an associated type of the generic parameter '\(base)'", at: l)
        }
        guard ctxParameters(ctx).contains(name) || closureSees(name, ctx) else {
            // A closure's cast to its function's parameter would have to keep the call's binding.
            var outer = ctx.parent
            while let o = outer {
                if ctxParameters(o).contains(name) {
                    throw CompileError.unsupported("casting to the generic parameter '\(name)' in a closure or a nested function", at: l)
                }
                outer = o.parent
            }
            return
        }
        let parameter = GenericArguments(plain: [GenericArguments.placeholder(name)], qualified: [GenericArguments.placeholder(name)])
        guard let template = try genericTemplate(for: parameter, in: ctx, at: l) else { return }
        cast.parameterTarget = (template, parameter)
    }

    /// Has a cast whose operand is of a generic parameter's type (`x is String` for an
    /// `x: T`) know, when it runs, the type the call bound.
    func resolveOperand(of cast: Cast, _ operand: ExprSyntax, _ ctx: FunctionContext, at l: CodeLocation) throws {
        guard case .parameter(let p)? = typed?.type(of: operand) else { return }
        cast.operandParameterType = try genericParameterMetatype(p, ctx, at: l)
    }

    /// The generic parameter of the code compiled in `ctx` that type `t` names, itself or
    /// inside an Optional, array or tuple; nil when it names none.
    func genericParameterNamed(by t: TypeSyntax, _ ctx: FunctionContext) -> String? {
        if let i = t.as(IdentifierTypeSyntax.self) {
            let n = i.name.text
            return ctxParameters(ctx).contains(n) || closureSees(n, ctx) ? n : nil
        }
        if let o = t.as(OptionalTypeSyntax.self) { return genericParameterNamed(by: o.wrappedType, ctx) }
        if let a = t.as(ArrayTypeSyntax.self) { return genericParameterNamed(by: a.element, ctx) }
        if let tu = t.as(TupleTypeSyntax.self) { return tu.elements.lazy.compactMap { self.genericParameterNamed(by: $0.type, ctx) }.first }
        return nil
    }

    /// Refuses a pattern's type check (`case let x as T`, `case is (T, U)`) whose type names
    /// a generic parameter: patterns test the type as written, not the one the call bound.
    func refuseGenericPatternType(_ written: TypeSyntax, _ ctx: FunctionContext) throws {
        guard let parameter = genericParameterNamed(by: written, ctx) else { return }
        throw CompileError.unsupported("a pattern that casts to the generic parameter '\(parameter)'", at: loc(written))
    }

    /// Whether `name` is an own generic parameter of the generic function around the
    /// closure compiled in `ctx`.
    private func closureSees(_ name: String, _ ctx: FunctionContext) -> Bool {
        genericFunctionAround(ctx)?.code?.genericParameters.contains(name) == true
    }

    /// The generic parameters that code compiled in `ctx` may name: its function's own and
    /// its type's.
    func ctxParameters(_ ctx: FunctionContext) -> Set<String> {
        Set((ctx.code?.genericParameters ?? []) + (ctx.effectiveSelfType?.genericParameters ?? []))
    }

    /// A generic argument as Swift prints it in a type's name: `Array<Int>`, or with module
    /// names, `Swift.Array<main.Plain>`.
    private func spelled(_ t: SemaType, qualified: Bool) -> String {
        func generic(_ name: String, _ args: [SemaType]) -> String {
            name + "<" + args.map { spelled($0, qualified: qualified) }.joined(separator: ", ") + ">"
        }
        switch t {
        case .parameter(let p): return GenericArguments.placeholder(p)
        case .named(let n):
            guard qualified else { return String(n.split(separator: ".").last ?? Substring(n)) }
            if n == "Any" { return n }
            if case .builtin? = interpreter.types[n] { return "Swift.\(n)" }
            if Builtins.protocolNames.contains(n) { return "Swift.\(n)" }
            if interpreter.types[n] == nil, n == "AnyObject" || Self.standardTypeNames.contains(n) { return "Swift.\(n)" }
            return "\(Interpreter.moduleName).\(n)"
        case .optional(let w): return generic(qualified ? "Swift.Optional" : "Optional", [w])
        case .array(let e): return generic(qualified ? "Swift.Array" : "Array", [e])
        case .slice(let e): return generic(qualified ? "Swift.ArraySlice" : "ArraySlice", [e])
        case .dictionary(let k, let v): return generic(qualified ? "Swift.Dictionary" : "Dictionary", [k, v])
        case .tuple(let es):
            return "(" + es.map { ($0.label.map { "\($0): " } ?? "") + spelled($0.type, qualified: qualified) }.joined(separator: ", ") + ")"
        case .generic(let n, let args):
            let module = interpreter.types[n]?.nominal?.moduleName ?? Interpreter.moduleName
            let name = qualified ? "\(module).\(n)" : String(n.split(separator: ".").last ?? Substring(n))
            return generic(name, args)
        default:
            return t.description
        }
    }
}
