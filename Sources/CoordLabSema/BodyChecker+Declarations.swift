import CoordLabSyntax
import SwiftSyntax

/// Checking the code inside declarations: top-level statements first (they type the
/// globals), then the bodies of functions, methods, initializers and accessors.
extension BodyChecker {
    /// Checks a file's top-level statements in order; type and function declarations wait
    /// for `checkDeclarationBodies`.
    func checkTopLevel(_ items: CodeBlockItemListSyntax) {
        for item in items {
            if let d = item.item.as(DeclSyntax.self), !d.is(VariableDeclSyntax.self) { continue }
            checkItem(item)
            if let v = item.item.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText else { continue }
                    declarations.globals[name] = scopes[0][name]?.type ?? .unknown
                    if scopes[0][name]?.isConstant == true {
                        declarations.constantGlobals.insert(name)
                    } else {
                        declarations.constantGlobals.remove(name)
                    }
                }
            }
        }
    }

    /// Checks the bodies of a file's top-level functions and types.
    func checkDeclarationBodies(_ items: CodeBlockItemListSyntax) {
        for item in items {
            guard let d = item.item.as(DeclSyntax.self) else { continue }
            if let f = d.as(FunctionDeclSyntax.self) {
                checkFunction(f, owner: nil, isStatic: false)
            } else {
                checkTypeBody(d, outer: nil)
            }
        }
    }

    /// Checks the members of a type or extension declaration.
    func checkTypeBody(_ d: DeclSyntax, outer: String?) {
        let owner: String
        let members: MemberBlockSyntax
        let savedElement = extensionElement
        defer { extensionElement = savedElement }
        extensionElement = nil
        if let x = d.as(ExtensionDeclSyntax.self) {
            if let standard = DeclarationCollector.standardExtensionName(x), declarations.types[standard] == nil {
                (owner, members) = (StandardExtensions.holder(standard), x.memberBlock)
                extensionElement = constrainedElement(of: x, extending: standard)
            } else {
                guard case .named(let n) = declarations.resolve(x.extendedType, in: nil) else { return }
                (owner, members) = (n, x.memberBlock)
            }
        } else if let n = DeclarationCollector.nominal(d), n.kind != .protocolType {
            (owner, members) = (qualified(n.name, outer), n.members)
        } else {
            return
        }
        if let c = d.as(ClassDeclSyntax.self) {
            checkRequiredInitializers(of: owner, members)
            if !inFramework { checkClassHasInitializers(c) }
        }
        checkCodingConformance(declaredBy: d, owner: owner)
        if !d.is(ExtensionDeclSyntax.self) { checkConformances(declaredBy: d, owner: owner) }
        for m in members.members { checkMember(m.decl, owner: owner) }
    }

    private func qualified(_ name: String, _ outer: String?) -> String {
        outer.map { "\($0).\(name)" } ?? name
    }

    /// Checks one member declaration's code.
    private func checkMember(_ d: DeclSyntax, owner: String) {
        if let f = d.as(FunctionDeclSyntax.self) {
            checkFunction(f, owner: owner, isStatic: f.modifiers.contains { ["static", "class"].contains($0.name.bareText) })
        } else if let v = d.as(VariableDeclSyntax.self) {
            let isStatic = v.modifiers.contains { ["static", "class"].contains($0.name.bareText) }
            for b in v.bindings {
                inMember(of: owner, isStatic: isStatic, returning: .unknown) {
                    // A static one of a generic type: `Self` and its bare name are the type with its parameters.
                    let declared = resolveHere(SharedAnnotation.type(of: b)).substituting(isStatic ? staticSelfTypes(owner) : [:])
                    returnTypes[returnTypes.count - 1] = declared
                    var valueType = declared
                    if let value = b.initializer?.value {
                        let inouts = InoutClosureParameters.positions(in: SharedAnnotation.type(of: b))
                        let saved = inPropertyInitializer
                        inPropertyInitializer = !isStatic && !v.modifiers.contains { $0.name.bareText == "lazy" }
                        let t = withContextualInouts(inouts, for: value) { type(value, expected: declared) }
                        inPropertyInitializer = saved
                        if b.typeAnnotation != nil { checkConversion(t, to: declared, at: value, site: .specified) }
                        if valueType == .unknown { valueType = t }
                    }
                    if let a = SwiftAttributes.wrapper(of: v) { checkWrapper(a, of: v, b, valueType: valueType) }
                    if let accessors = b.accessorBlock { checkAccessors(accessors, valueType: declared) }
                }
            }
        } else if let i = d.as(InitializerDeclSyntax.self) {
            inMember(of: owner, isStatic: false, returning: .void) {
                initializedType = owner
                declareParameters(i.signature.parameterClause.parameters,
                                  generics: genericConstraints(i.genericParameterClause, i.genericWhereClause))
                if let body = i.body { checkStatements(body.statements) }
            }
        } else if let x = d.as(DeinitializerDeclSyntax.self), let body = x.body {
            inMember(of: owner, isStatic: false, returning: .void) { checkStatements(body.statements) }
        } else if let s = d.as(SubscriptDeclSyntax.self), let accessors = s.accessorBlock, s.genericParameterClause != nil {
            checkGenericSubscript(s, accessors, owner: owner)
        } else if let s = d.as(SubscriptDeclSyntax.self), let accessors = s.accessorBlock {
            let result = declarations.resolve(s.returnClause.type, in: owner)
            inMember(of: owner, isStatic: false, returning: result) {
                declareParameters(s.parameterClause.parameters,
                                  generics: genericConstraints(s.genericParameterClause, s.genericWhereClause))
                checkAccessors(accessors, valueType: result)
            }
        } else {
            checkTypeBody(d, outer: owner)
        }
    }

    /// Checks a function's or method's body with its parameters in scope.
    ///
    /// A generic function's own parameters without a constraint the checker models stay
    /// symbolic in its body, as its type's do (see `symbolicParameters`): a value made
    /// there from them takes the arguments the call bound.
    func checkFunction(_ f: FunctionDeclSyntax, owner: String?, isStatic: Bool) {
        if let owner { checkOverride(f, owner: owner, isStatic: isStatic) }
        let generics = genericConstraints(f.genericParameterClause, f.genericWhereClause)
        let constrained = generics.filter { $0.value != .unknown }
        let savedConstraints = parameterConstraints, savedRangeReplaceable = rangeReplaceableParameters
        defer { parameterConstraints = savedConstraints; rangeReplaceableParameters = savedRangeReplaceable }
        rangeReplaceableParameters = Declarations.rangeReplaceableParameters(f.genericParameterClause, f.genericWhereClause)
        parameterConstraints = constrained.compactMapValues { if case .named(let c) = $0 { return c } else { return nil } }
        if owner == nil, !generics.isEmpty { enterGenericFunction(f, generics: generics) }
        defer { if owner == nil, !generics.isEmpty { genericFunctionFrames.removeLast() } }
        inMember(of: owner, isStatic: isStatic, returning: .unknown) {
            symbolicParameters.formUnion(generics.keys.filter { constrained[$0] == nil })
            selfIsImmutable = !isStatic && owner.map { isValueType(.named($0)) } == true
                && !f.modifiers.contains { $0.name.bareText == "mutating" }
            returnTypes[returnTypes.count - 1] = f.signature.returnClause.map {
                resolveHere($0.type, parameters: Set(generics.keys)).substituting(constrained)
                    .substituting(staticSelfTypes(owner).filter { isStatic || $0.key != "Self" })
            } ?? .void
            declareParameters(f.signature.parameterClause.parameters, generics: generics)
            if let body = f.body { checkBody(body.statements) }
        }
        let isClassMethod = f.modifiers.contains { $0.name.bareText == "class" }
        checkReturns(of: f, kind: owner == nil ? "global function" : isClassMethod ? "class method" : isStatic ? "static method" : "instance method")
    }

    /// Declares parameters by their internal names (`T...` is an array of `T`). Inside a
    /// generic function, a generic parameter has its constraint's type (see
    /// `genericConstraints`).
    func declareParameters(_ params: FunctionParameterListSyntax, generics: [String: SemaType]) {
        declareGenericParameters(generics.keys)
        for p in params {
            let name = (p.secondName ?? p.firstName).bareText
            var t = resolveHere(p.type, parameters: Set(generics.keys)).substituting(generics.filter { $0.value != .unknown })
            if p.ellipsis != nil { t = .array(t) }
            // A default value is typed by its parameter's type (`_ tag: Tag = "none"`); an
            // `@autoclosure () -> T` parameter's by `T`.
            if let d = p.defaultValue?.value {
                var valueType = t
                if ParameterShape(p).isAutoclosure, case .function(let none, let result) = t, none.isEmpty {
                    valueType = result
                    // The compiler wraps it in a closure, as it wraps an argument.
                    if recording { autoclosureArguments[d.id] = result }
                }
                checkConversion(type(d, expected: valueType), to: valueType, at: d, site: .defaultArgument)
            }
            declare(name, t, constant: !BodyChecker.isInout(p.type))
            if generics.values.contains(where: { $0 != .unknown }) {
                let symbolic = resolveHere(p.type, parameters: Set(generics.keys))
                scopes[scopes.count - 1][name]?.symbolicType = p.ellipsis != nil ? .array(symbolic) : symbolic
            }
            markImplicitlyUnwrapped(name, written: p.type)
            if case .function = t, !ParameterShape(p).isEscaping { scopes[scopes.count - 1][name]?.isNonEscapingParameter = true }
        }
    }

    /// Checks a property's or subscript's accessors (`newValue` and `oldValue` in scope).
    func checkAccessors(_ block: AccessorBlockSyntax, valueType: SemaType) {
        let savedSelfIsImmutable = selfIsImmutable
        defer { selfIsImmutable = savedSelfIsImmutable }
        let getterSelfIsImmutable = !isStaticContext && selfType.map { isValueType(.named($0)) } == true
        switch block.accessors {
        case .getter(let items):
            selfIsImmutable = getterSelfIsImmutable
            inScope { checkBody(items) }
        case .accessors(let list):
            for a in list {
                selfIsImmutable = a.accessorSpecifier.text == "get" && getterSelfIsImmutable && a.modifier?.name.text != "mutating"
                // The run would lose what such a getter changes.
                if a.accessorSpecifier.text == "get", let m = a.modifier, m.name.text == "mutating" {
                    unsupported("a 'mutating get'", at: m)
                }
                inScope {
                    let spelled = a.parameters?.name.bareText
                    switch a.accessorSpecifier.text {
                    case "set", "willSet": declare(spelled ?? "newValue", valueType)
                    case "didSet": declare(spelled ?? "oldValue", valueType)
                    default: break
                    }
                    if let body = a.body { checkStatements(body.statements) }
                }
            }
        }
    }
}
