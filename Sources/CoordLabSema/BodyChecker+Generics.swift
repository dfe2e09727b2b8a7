import SwiftSyntax

/// Calls that bind generic parameters: generic functions and methods, and initializers of
/// generic classes and structs.
///
/// coordlab erases generic arguments when it runs, and keeps one level of Optional in a
/// value, so a call is refused (as unsupported, before anything runs) when what it binds
/// could make the program print or behave differently from Swift: a parameter it cannot
/// bind, two bindings that disagree, an Optional argument, and for an instance of a
/// generic type, an argument whose name coordlab cannot spell in `print` and `type(of:)`.
extension BodyChecker {
    /// The result type of a call to a declaration with generic signature `g`; `constructs`
    /// names the generic type whose instance the call makes (its arguments are recorded
    /// for the compiler); `function` names the program's global function called, whose
    /// Optional arguments may wait for its body to be judged; `requiredBy` names the
    /// method or initializer called as swiftc's requirement errors do.
    func genericCallType(_ g: GenericSignature, named name: String, call: CallArguments, expected: SemaType,
                         constructs: String? = nil, function: String? = nil, requiredBy: String? = nil) -> SemaType {
        var binding = GenericBinding()
        let symbolic = parametersHere
        binding.symbolic = symbolic
        let written = bindsWrittenArguments
        bindsWrittenArguments = false
        // `Any` (`f(xs) as Any`) binds only what the arguments leave unbound, as in Swift, so
        // that a literal argument (`[P.a, .b]`) is typed by its own elements, not as `[Any]`.
        let anyContext = expected.unwrapped == .named("Any")
        var expected = anyContext ? .unknown : expected
        if case .generic(let n, let args) = expected.unwrapped, case .generic(n, _) = g.result,
           !args.allSatisfy({ $0.isKnown(allowing: symbolic) }) {
            // A context that does not fix every argument (`.pair(a, b)` given to a generic
            // function's `Pair<T, U>` parameter): the call's own arguments decide them.
            expected = .unknown
        }
        for (p, t) in g.sameTypes { binding.bind(.parameter(p), to: t) }
        if written, case .generic = g.result { binding.bind(g.result, to: expected.unwrapped) }
        binding.fix()
        if case .generic = g.result { binding.bindFromContext(g.result, to: expected.unwrapped) } else { binding.bindFromContext(g.result, to: expected) }
        // A key path without its root (`\.title`) takes it from the other arguments
        // (`assign(to: \.title, on: screen)`), and so does an implicit member (`run(.log, on:
        // 42)` for a static property of `Transition<R>`): they are typed last.
        let isRootless = { (a: (label: String?, expression: ExprSyntax)) in
            if let k = a.expression.as(KeyPathExprSyntax.self) { return k.root == nil }
            let member = a.expression.as(FunctionCallExprSyntax.self)?.calledExpression ?? a.expression
            return member.as(MemberAccessExprSyntax.self).map { $0.base == nil } ?? false
        }
        let ordered = call.arguments.enumerated().filter { !isRootless($0.element) }
            + call.arguments.enumerated().filter { isRootless($0.element) }
        // Which parameter each argument goes to (a defaulted one may be left out).
        let target = g.shapes.flatMap { $0.count == g.parameterTypes.count ? ArgumentMatching.match(call, $0) : nil }
        for (k, a) in ordered {
            let p = target?[k] ?? k
            guard p < g.parameterTypes.count else { _ = type(a.expression); continue }
            let pattern = g.parameterTypes[p]
            // `(V.Output) -> Void` once `V` is bound: its associated type's value for the closure.
            let want = binding.expected(pattern, parameters: g.parameters)
                .substituting(declarations.withAssociatedValues(binding.bindings).filter { $0.key.contains(".") })
            if let shapes = g.shapes, p < shapes.count, shapes[p].isAutoclosure {
                binding.bind(pattern, to: autoclosureArgumentType(a.expression, parameter: want))
                continue
            }
            let shape = g.shapes.flatMap { p < $0.count ? $0[p] : nil }
            noteEscapingArgument(a.expression, shape: shape, parameter: want)
            var t = withContextualInouts(shape?.closureInoutParameters ?? [], for: a.expression) { type(a.expression, expected: want) }
            checkConversion(t, to: want, at: a.expression, site: .argument)
            checkInoutArgument(a.expression, shape: shape, type: t)
            // A subclass instance given for a generic superclass binds the arguments it passes up.
            if case .generic(let base, _) = pattern, t.nominalName != base, let up = declarations.upcast(t, to: base) { t = up }
            binding.bind(pattern, to: t)
            // What a dynamic call's argument is converted to (`4` for a `T` bound to Double).
            if recording, want.isKnown { genericArgumentTypes[a.expression.id] = want }
        }
        binding.bind(g.associatedSameTypes, in: declarations)
        if anyContext, case .parameter(let p) = g.result.unwrapped, binding.bindings[p] == nil {
            binding.bindFromContext(.parameter(p), to: .named("Any"))
        }
        let node = call.callee.map(Syntax.init) ?? Syntax(call.arguments.first?.expression ?? ExprSyntax(MissingExprSyntax()))
        let bound = g.parameters.map { binding.bindings[$0] }
        if binding.hasConflict || bound.contains(where: { $0 == nil }) {
            if !inFramework { unsupported(inferenceRefusal(name), at: node) }
            return .unknown
        }
        let args = bound.map { $0! }
        if !inFramework, !checkRequirements(g, bound: args, of: requirementCallee(constructs: constructs, requiredBy: requiredBy),
                                            at: requirementPlace(call, constructs: constructs) ?? node) {
            return .unknown
        }
        // The type's arguments: those the call binds, and those its initializer's extension fixes.
        var typeArgs = constructs.map { Array(args.prefix(declarations.types[$0]?.genericParameters.count ?? 0)) }
        if let n = constructs, case .generic(n, let made) = g.result.substituting(Dictionary(uniqueKeysWithValues: zip(g.parameters, args))) {
            typeArgs = made
        }
        let framework = g.isFramework || constructs.flatMap { declarations.types[$0]?.isFramework } == true
        // Generic code handed a class's parameter may make an Optional of it or print it.
        if !framework { for a in args { noteOptionalSensitivity(of: a, printedOrErased: true, at: node) } }
        if refuses(args, for: g.parameters, constructing: constructs.map { ($0, typeArgs ?? []) }, function: function,
                    framework: framework, at: node) {
            return .unknown
        }
        // `build(Box<Int>.self)` for a `build<T: Make>` calling `T.make()`: the type the call
        // binds would have to keep its arguments when it runs, which coordlab's do not.
        if !framework, let (p, a) = zip(g.parameters, args).first(where: { g.parametersUsedAsTypes.contains($0.0) && $0.1.isProgramGeneric(declarations) }) {
            unsupported("a generic type ('\(a)') for the generic parameter '\(p)', which the function uses as a type", at: node)
            return .unknown
        }
        if let constructs, let typeArgs, recording, let id = call.id { constructedTypes[id] = .generic(constructs, typeArgs) }
        if constructs == nil, recording, let id = call.id { callBindings[id] = Array(zip(g.parameters, args)) }
        var result = Dictionary(uniqueKeysWithValues: zip(g.parameters, args))
        // `Other.Output` for an `Other` bound to a publisher: its associated type's value.
        for (p, a) in zip(g.parameters, args) {
            for (name, value) in declarations.associatedValues(of: a) { result["\(p).\(name)"] = value }
        }
        return g.result.substituting(result)
    }

    /// `Loadable<Int>` as a value (the base of `Loadable<Int>.idle`): the type itself.
    func specializedTypeType(_ s: GenericSpecializationExprSyntax) -> SemaType {
        let written = s.genericArgumentClause.arguments.map {
            declarations.genericArgument($0.argument.as(TypeSyntax.self), in: selfType, parameters: parametersHere)
        }
        // `Boxed<Int>` for `typealias Boxed<T> = Store<T>`: the type it names, `Store<Int>`.
        if let r = s.expression.as(DeclReferenceExprSyntax.self),
           case .generic(let n, let args)? = declarations.genericAliasTarget(r.baseName.bareText, arguments: written, from: selfType),
           declarations.types[n] != nil {
            return .metatype(.generic(n, args))
        }
        guard let r = s.expression.as(DeclReferenceExprSyntax.self),
              case .named(let n)? = declarations.typeNamed(r.baseName.bareText, from: selfType),
              let decl = declarations.types[n], decl.genericParameters.count == s.genericArgumentClause.arguments.count
        else { return .unknown }
        return .metatype(.generic(n, s.genericArgumentClause.arguments.map {
            declarations.genericArgument($0.argument.as(TypeSyntax.self), in: selfType, parameters: parametersHere)
        }))
    }

    /// `Box<Int>(…)`: an initializer of a generic type with its arguments written.
    func specializedInitializerType(_ s: GenericSpecializationExprSyntax, call: CallArguments) -> SemaType? {
        guard case .metatype(.generic(let n, let args)) = specializedTypeType(s) else { return nil }
        bindsWrittenArguments = true
        defer { bindsWrittenArguments = false }
        return initializerType(of: .named(n), call: call, expected: .generic(n, args))
    }

    /// `Box(…)` for a generic class or struct: the initializer whose labels match binds the
    /// type's parameters (an initializer without arguments binds them from the context).
    func genericInitializerType(of decl: NominalDeclaration, call: CallArguments, expected: SemaType) -> SemaType {
        let inits = Self.choosingByThrowing((decl.members["init"] ?? []).filter { $0.kind == .initializer && call.fits($0) }, call)
        let ownResult = SemaType.generic(decl.name, decl.genericParameters.map { .parameter($0) })
        let g: GenericSignature
        if inits.count == 1, let found = inits[0].generic {
            g = found
        } else if inits.isEmpty, let memberwise = decl.memberwiseParameters,
                  let chosen = Self.memberwiseMatch(memberwise, labels: call.arguments.map(\.label), firstTrailing: call.firstTrailingIndex) {
            g = GenericSignature(parameters: decl.genericParameters, parameterTypes: memberwiseParameterTypes(chosen, of: decl.name), result: ownResult)
        } else if inits.isEmpty, call.arguments.isEmpty {
            g = GenericSignature(parameters: decl.genericParameters, parameterTypes: [], result: ownResult)
        } else if inits.isEmpty, let inherited = inheritedGenericInitializer(of: decl, call: call) {
            g = inherited
        } else {
            g = GenericSignature(parameters: decl.genericParameters, parameterTypes: [], result: ownResult)
            for a in call.arguments { _ = type(a.expression) }
            if inFramework { return .unknown }
            if inits.isEmpty, decl.isFramework, decl.members["init"] != nil {
                unsupported("'\(decl.name)(\(call.arguments.map { ($0.label ?? "_") + ":" }.joined()))'", at: call.callee ?? ExprSyntax(MissingExprSyntax()))
                return .unknown
            }
            unsupported("inferring the generic arguments of '\(decl.name)' from this call (write them: '\(decl.name)<…>(…)')",
                        at: call.callee ?? ExprSyntax(MissingExprSyntax()))
            return .unknown
        }
        var checked = g
        checked.requirements = checked.requirements.merging(decl.genericRequirements) { own, _ in own }
        let made = genericCallType(checked, named: decl.name, call: call, expected: expected, constructs: decl.name,
                                   requiredBy: inits.count == 1 ? GenericRequirements.callee(inits[0]) : nil)
        return inits.first?.type.isOptional == true && made != .unknown ? .optional(made) : made
    }

    /// The initializer generic class `decl`, declaring none, inherits from its generic
    /// superclass (`Middle<T>: Base<[T]>` inherits `Base`'s `init(_ v: T)` as one taking a
    /// `[T]` of its own `T`), as a signature over `decl`'s parameters; nil when there is no
    /// such superclass or not exactly one of its initializers fits the call.
    private func inheritedGenericInitializer(of decl: NominalDeclaration, call: CallArguments) -> GenericSignature? {
        guard decl.kind == .classType, case .generic(let superName, let superArguments)? = decl.supertypes.first,
              let superDecl = declarations.types[superName], superDecl.kind == .classType,
              superDecl.genericParameters.count == superArguments.count else { return nil }
        let inits = (superDecl.members["init"] ?? []).filter { $0.kind == .initializer && !$0.isConvenience && call.fits($0) }
        guard inits.count == 1, let found = inits[0].generic else { return nil }
        let bindings = Dictionary(uniqueKeysWithValues: zip(superDecl.genericParameters, superArguments))
        var g = found
        g.parameters = decl.genericParameters
        g.parameterTypes = found.parameterTypes.map { $0.substituting(bindings) }
        g.result = .generic(decl.name, decl.genericParameters.map { .parameter($0) })
        g.sameTypes = [:]
        // The superclass's own requirements name its parameters, not this class's.
        g.requirements = [:]
        return g
    }

    /// Of initializers that differ only in whether the function they take throws (`Task`'s
    /// two), the one a closure argument's own throwing picks, as Swift's overloading does.
    static func choosingByThrowing(_ inits: [Member], _ call: CallArguments) -> [Member] {
        guard inits.count > 1,
              let k = call.arguments.firstIndex(where: { $0.expression.is(ClosureExprSyntax.self) }),
              let closure = call.arguments[k].expression.as(ClosureExprSyntax.self) else { return inits }
        let throwing = ClosureThrowing.throwsError(closure)
        let picked = inits.filter { m in
            guard let shapes = m.shapes, k < shapes.count else { return false }
            return shapes[k].takesThrowingFunction == throwing
        }
        return picked.count == 1 ? picked : inits
    }

    /// The types a generic function's parameters have in its body (see
    /// `Declarations.genericConstraints`).
    func genericConstraints(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [String: SemaType] {
        declarations.genericConstraints(clause, whereClause, in: selfType)
    }

    /// Puts generic parameters in scope, so that using one as a value is refused by name
    /// rather than reported as unknown.
    func declareGenericParameters(_ names: some Sequence<String>) {
        for n in names { declare(n, .metatype(.parameter(n))) }
    }

    /// Refuses a generic parameter used as a value (`T.self`, `T()`, `T.member`): coordlab
    /// erases generic arguments when it runs, so there is no type to use. A value of type
    /// `T.Type` (a parameter `type: T.Type`) is the type passed, and is allowed.
    func refuseGenericParameterValue(_ t: SemaType, named name: String, at node: some SyntaxProtocol) {
        if case .metatype(.parameter(let n)) = t, n == name {
            unsupported("using the generic parameter '\(n)' as a value", at: node)
        } else if t == .unknown, isAssociatedTypeOfSelf(name) {
            unsupported("using the associated type '\(name)' as a value in a protocol extension", at: node)
        }
    }

    /// Whether `name` is an associated type of the protocol whose extension is being
    /// checked (or of a protocol it inherits), and no local hides it.
    func isAssociatedTypeOfSelf(_ name: String) -> Bool {
        guard let selfType, declarations.types[selfType]?.kind == .protocolType,
              scopes.allSatisfy({ $0[name] == nil }) else { return false }
        var seen: Set<String> = []
        var work = [selfType]
        while let p = work.popLast() {
            guard seen.insert(p).inserted, let d = declarations.types[p] else { continue }
            if d.associatedTypes.contains(name) { return true }
            work += d.inherited.map { declarations.resolvedInheritedName($0, from: d) }
        }
        return false
    }

    /// The memberwise parameters a call's labels pass, in order, when they are a valid
    /// choice (every property without a value given, none twice, in declaration order).
    /// `firstTrailing` is the index of the call's unlabeled trailing closure, if any: it goes
    /// to the next parameter of function type, whatever its label (Swift's forward scan).
    static func memberwiseMatch(_ ps: [MemberwiseParameter], labels: [String?], firstTrailing: Int? = nil) -> [MemberwiseParameter]? {
        var chosen: [MemberwiseParameter] = []
        var k = 0
        for p in ps {
            let takesTrailing = k == firstTrailing && labels[k] == nil && p.type.unwrapped.functionParameters != nil
            if k < labels.count, labels[k] == p.label || takesTrailing {
                chosen.append(p)
                k += 1
            } else if !p.hasDefault {
                return nil
            }
        }
        return k == labels.count ? chosen : nil
    }

    /// A case of a generic enum (`.loaded(3)`, `Loadable<Int>.idle`): its value has the
    /// enum's type with the arguments the context or the payload binds; nil when `n` is
    /// not a generic enum with such a case.
    func genericCaseType(_ name: String, of n: String, expected: SemaType, at node: some SyntaxProtocol,
                         call: CallArguments?) -> SemaType? {
        guard let decl = declarations.types[n], decl.kind == .enumType, !decl.genericParameters.isEmpty,
              let g = decl.members[name]?.first(where: { $0.kind == .enumCase })?.generic else { return nil }
        if let call { return genericCallType(g, named: n, call: call, expected: expected, constructs: n) }
        if isMatchingPattern { return expected }
        guard case .generic(_, let args) = expected, args.allSatisfy({ $0.isKnown(allowing: parametersHere) }) else {
            let access = node.parent?.as(MemberAccessExprSyntax.self) ?? Syntax(node).as(MemberAccessExprSyntax.self)
            if let written = access?.base?.as(GenericSpecializationExprSyntax.self) {
                // Written, but with arguments the checker cannot tell here (a generic function's `T`).
                unsupported("the case '\(written.trimmedDescription).\(name)' with these generic arguments", at: node)
            } else {
                unsupported("inferring the generic arguments of '\(n)' here (write them: '\(n)<…>.\(name)')", at: node)
            }
            return .unknown
        }
        if refuses(args, for: g.parameters, constructing: (n, args), at: node) { return .unknown }
        if recording, let m = node.parent?.as(MemberAccessExprSyntax.self) ?? Syntax(node).as(MemberAccessExprSyntax.self) {
            constructedTypes[m.id] = expected
        }
        return expected
    }

    /// Refuses, at `node`, generic arguments coordlab would run wrongly: an Optional for
    /// any parameter, and for an instance of a generic type (`constructing`, with the
    /// type's own arguments) one whose name it cannot spell. Says whether it refused.
    /// Optional arguments of a class's parameters, or of a global `function`'s, wait for
    /// its code to be judged (see `noteOptionalSensitivity`).
    private func refuses(_ args: [SemaType], for parameters: [String], constructing: (name: String, arguments: [SemaType])?,
                         function: String? = nil, framework: Bool = false, at node: some SyntaxProtocol) -> Bool {
        if !framework, let k = args.firstIndex(where: \.containsOptional) {
            func refusal(_ i: Int) -> String {
                "coordlab does not support Optional generic arguments ('\(parameters[i])' would be '\(args[i])') yet"
            }
            // A global function's parameters: refused at the end if its body needs them not to be Optionals.
            if let function, constructing == nil {
                for i in args.indices where args[i].containsOptional {
                    deferOptionalArgument(of: GenericFunctionFrame.key(function), parameter: parameters[i], message: refusal(i), at: node)
                }
                return false
            }
            // A class's, struct's or enum's own parameters: refused at the end if its code needs
            // them not to be Optionals. A struct's or enum's values print what they hold, shown
            // exactly only for an argument that is a plain Optional (`Int?`, not `[Int?]`).
            guard let made = constructing, defersOptionalArguments(of: made.name),
                  let decl = declarations.types[made.name],
                  args.indices.allSatisfy({ !args[$0].containsOptional || decl.genericParameters.contains(parameters[$0])
                      && (decl.kind == .classType || args[$0].isPlainOptional) }) else {
                error(refusal(k), at: node)
                return true
            }
            for i in args.indices where args[i].containsOptional {
                deferOptionalArgument(of: made.name, parameter: parameters[i], message: refusal(i), at: node)
            }
        }
        if let made = constructing, let bad = made.arguments.first(where: { !isSpellable(framework ? $0.withoutOptionals : $0) }) {
            unsupported("'\(made.name)' with the generic argument '\(bad)'", at: node)
            return true
        }
        return false
    }

    /// What a call whose generic arguments cannot be found is refused as: in a protocol
    /// extension, they would be `Self`'s associated types, which coordlab does not know
    /// until the program runs (`AnyCoordinating(self)` in `extension Coordinating`).
    private func inferenceRefusal(_ name: String) -> String {
        guard let selfType, let decl = declarations.types[selfType], decl.kind == .protocolType, !decl.associatedTypes.isEmpty else {
            return "inferring the generic arguments of '\(name)' from this call"
        }
        let names = decl.associatedTypes.map { "'\($0)'" }.joined(separator: ", ")
        return "making a generic value ('\(name)') from the associated types of 'Self' (\(names)) in an extension of protocol '\(selfType)'"
    }

    /// Records "coordlab does not support X yet" at `node`.
    func unsupported(_ what: String, at node: some SyntaxProtocol) {
        error("coordlab does not support \(what) yet", at: node)
    }

    /// Whether coordlab can print a generic argument as Swift does: a named type, or
    /// arrays, dictionaries, tuples and generic types of such.
    func isSpellable(_ t: SemaType) -> Bool {
        switch t {
        case .named: return true
        case .optional(let w): return isSpellable(w)
        case .parameter(let p): return parametersHere.contains(p)
        case .array(let e), .slice(let e), .set(let e): return isSpellable(e)
        case .dictionary(let k, let v): return isSpellable(k) && isSpellable(v)
        case .generic(_, let args): return args.allSatisfy(isSpellable)
        case .tuple(let es): return es.count != 1 && es.allSatisfy { isSpellable($0.type) }
        default: return false
        }
    }
}

extension SemaType {
    /// Whether it is an instance of a program's (or the prelude's) generic type, `Box<Int>`.
    func isProgramGeneric(_ declarations: Declarations) -> Bool {
        guard case .generic(let n, _) = self else { return false }
        return declarations.types[n] != nil
    }
}
