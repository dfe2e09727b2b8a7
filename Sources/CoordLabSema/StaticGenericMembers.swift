import SwiftSyntax

/// Static methods of a program's generic class, struct or enum (`static func make(_ v: T)
/// -> Box<T>`): a call binds the type's parameters as a generic function's call binds its
/// own, from the arguments written (`Box<Int>.make(1)`), the call's arguments (`Box.make(1)`)
/// or the context, and the body makes values of them from the call's environment.
extension DeclarationCollector {
    /// The signature a call of a static method with signature `s` of `owner` binds: the
    /// type's parameters first, then the method's own; `Self` and the type's bare name
    /// (`-> Self`, `-> Box`) stand for the type with its parameters. Nil for a framework's
    /// type, a protocol, or a type without generic parameters.
    func staticGenericSignature(_ s: FunctionSignature, in owner: String) -> GenericSignature? {
        guard !isFramework, let decl = declarations.types[owner], decl.kind != .protocolType,
              !decl.genericParameters.isEmpty, var g = s.generic ?? s.symbolic else { return nil }
        let own = SemaType.generic(owner, decl.genericParameters.map { .parameter($0) })
        let selfTypes = ["Self": own, owner: own]
        g.parameters = decl.genericParameters + g.parameters
        g.parameterTypes = g.parameterTypes.map { $0.substituting(selfTypes) }
        g.result = g.result.substituting(selfTypes)
        return g
    }
}

extension GenericSignature {
    /// The signature with the first of its parameters fixed to `arguments`, as a generic
    /// type's arguments written before a static member fix them (`Box<Int>.make`).
    func fixing(_ arguments: [SemaType]) -> GenericSignature {
        var g = self
        for (p, a) in zip(parameters, arguments) where g.sameTypes[p] == nil { g.sameTypes[p] = a }
        return g
    }
}

extension BodyChecker {
    /// `Box<Int>.make(1)`, `Box.make(1)`: a call of a static method of a program's generic
    /// type, whose arguments, when written, fix the type's parameters; nil for anything else.
    func staticGenericCall(_ name: String, of owner: SemaType, call: CallArguments?, at node: some SyntaxProtocol) -> SemaType? {
        let written: (name: String, arguments: [SemaType])
        switch owner {
        case .generic(let n, let args): written = (n, args)
        case .named(let n): written = (n, [])
        default: return nil
        }
        let (n, args) = written
        if call == nil, let t = staticGenericProperty(name, of: n, arguments: args, at: node) { return t }
        guard let decl = declarations.types[n], !decl.isFramework,
              let ms = decl.members[name], !ms.isEmpty, ms.allSatisfy({ $0.isStatic && $0.kind == .method && $0.generic != nil })
        else { return nil }
        guard let call else {
            unsupported("a static method of a generic type as a function value ('\(n).\(name)')", at: node)
            return .unknown
        }
        let fixed = ms.map { m in
            var m = m
            m.generic = m.generic?.fixing(args)
            return m
        }
        return callResult(fixed, owner: n, call: call, expected: callContext, complete: true)
    }

    /// `Page<Int>.empty`, or `.empty` where a `Page<Int>` is expected: a static computed
    /// property of a program's generic type, whose body makes values of the type's
    /// parameters as the arguments written or expected bind them (recorded for the
    /// compiler by the member access); nil when `name` is no such property of `n`.
    private func staticGenericProperty(_ name: String, of n: String, arguments args: [SemaType],
                                       at node: some SyntaxProtocol) -> SemaType? {
        guard let decl = declarations.types[n], !decl.isFramework, decl.kind != .protocolType, !decl.genericParameters.isEmpty,
              let ms = decl.members[name], ms.count == 1, ms[0].isStatic, ms[0].kind == .property,
              let declared = ms[0].genericType else { return nil }
        // Inside the type, its bare name is the type with its own parameters.
        let args = args.isEmpty && n == selfType ? decl.genericParameters.map { SemaType.parameter($0) } : args
        guard args.count == decl.genericParameters.count, args.allSatisfy({ $0.isKnown(allowing: parametersHere) }) else {
            unsupported("inferring the generic arguments of '\(n)' for its static property '\(name)' (write them: '\(n)<…>.\(name)')", at: node)
            return .unknown
        }
        let access = node.parent?.as(MemberAccessExprSyntax.self) ?? Syntax(node).as(MemberAccessExprSyntax.self)
        if recording, let access { callBindings[access.id] = Array(zip(decl.genericParameters, args)) }
        let own = SemaType.generic(n, decl.genericParameters.map { .parameter($0) })
        return declared.substituting(["Self": own, n: own]).substituting(Dictionary(uniqueKeysWithValues: zip(decl.genericParameters, args)))
    }

    /// `empty` in a static member of `Page<Item>`: its static computed property, with the
    /// type's own parameters; nil for any other name.
    func ownStaticGenericProperty(_ name: String, at node: DeclReferenceExprSyntax) -> SemaType? {
        guard isStaticContext, local(name) == nil, let selfType, hasStaticGenericMembers(selfType),
              let decl = declarations.types[selfType] else { return nil }
        return staticGenericProperty(name, of: selfType, arguments: decl.genericParameters.map { .parameter($0) }, at: node)
    }

    /// In a member of a program's generic type, what `Self` (in a static member) and the
    /// type's bare name stand for: the type with its own parameters (`Box<T>` in `Box<T>`).
    func staticSelfTypes(_ owner: String?) -> [String: SemaType] {
        guard hasStaticGenericMembers(owner), let owner, let decl = declarations.types[owner] else { return [:] }
        let own = SemaType.generic(owner, decl.genericParameters.map { .parameter($0) })
        return ["Self": own, owner: own]
    }

    /// `Self(…)` in a static method of a program's generic struct or enum: an instance with
    /// the parameters the method's call binds; refused in a generic class's, whose `Self`
    /// may be a subclass. Nil anywhere else.
    func staticSelfInitializerType(call: CallArguments) -> SemaType? {
        guard isStaticContext, let selfType, case .generic(let n, let args)? = staticSelfTypes(selfType)["Self"],
              let decl = declarations.types[n] else { return nil }
        if decl.kind == .classType {
            unsupported("'Self(…)' in a static method of a generic class (write the class's name: '\(n)(…)')",
                        at: call.callee ?? ExprSyntax(MissingExprSyntax()))
            typeArguments(call, parameters: nil)
            return .unknown
        }
        return initializerType(of: .named(n), call: call, expected: .generic(n, args))
    }

    /// Whether the static members of `owner` are generic over its parameters (see
    /// `DeclarationCollector.staticGenericSignature`): a program's generic class, struct or enum.
    func hasStaticGenericMembers(_ owner: String?) -> Bool {
        guard let owner, let decl = declarations.types[owner] else { return false }
        return !decl.isFramework && decl.kind != .protocolType && !decl.genericParameters.isEmpty
    }
}
