import CoordLabSyntax
import SwiftSyntax

/// Reads the declarations of a set of files into `Declarations`: first every type's name
/// (so that any order of declaration works), then aliases, then members, functions and
/// annotated globals with their types.
struct DeclarationCollector {
    var declarations: Declarations
    /// The wrapped properties seen, whose synthesized members wait until every wrapper
    /// type's members are known.
    var wrappedProperties: [WrappedProperty] = []
    /// Whether the files are a framework's (see `TypeChecker.check(_:framework:)`).
    var isFramework = false

    /// Collects the declarations of `files`, which are checked together.
    mutating func collect(_ files: [SourceFileSyntax]) {
        let items = files.flatMap { $0.statements.compactMap { $0.item.as(DeclSyntax.self) } + LocalTypeDeclarations.of($0) }
        for d in items { registerType(d, outer: nil) }
        for d in items { registerExtensionTypes(d) }
        for d in items { registerStandardExtension(d) }
        for _ in 0..<3 { for d in items { collectAliases(d, outer: nil) } }
        for d in items { collectMembers(d, outer: nil) }
        addWrapperMembers()
        for d in items {
            if let f = d.as(FunctionDeclSyntax.self) {
                declarations.functions[f.name.bareText, default: []].append(signature(of: f, in: nil))
            } else if let v = d.as(VariableDeclSyntax.self) {
                for b in v.bindings {
                    guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText,
                          let annotation = SharedAnnotation.type(of: b) else { continue }
                    declarations.globals[name] = declarations.resolve(annotation, in: nil)
                    if annotation.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
                        declarations.implicitlyUnwrappedGlobals.insert(name)
                    }
                }
            }
        }
    }

    /// The name and members block of a type declaration; `isGeneric` for a generic type or
    /// a protocol with associated types, `genericParameters` for a generic type.
    static func nominal(_ d: DeclSyntax) -> (name: String, kind: NominalDeclaration.Kind, isGeneric: Bool,
                                              genericParameters: [String],
                                              inherited: InheritanceClauseSyntax?, members: MemberBlockSyntax)? {
        func names(_ c: GenericParameterClauseSyntax?) -> [String] { c?.parameters.map(\.name.bareText) ?? [] }
        if let c = d.as(ClassDeclSyntax.self) {
            let ps = names(c.genericParameterClause)
            return (c.name.bareText, .classType, !ps.isEmpty, ps, c.inheritanceClause, c.memberBlock)
        }
        if let s = d.as(StructDeclSyntax.self) {
            let ps = names(s.genericParameterClause)
            return (s.name.bareText, .structType, !ps.isEmpty, ps, s.inheritanceClause, s.memberBlock)
        }
        if let e = d.as(EnumDeclSyntax.self) {
            let ps = names(e.genericParameterClause)
            return (e.name.bareText, .enumType, !ps.isEmpty, ps, e.inheritanceClause, e.memberBlock)
        }
        if let p = d.as(ProtocolDeclSyntax.self) {
            let associated = p.memberBlock.members.contains { $0.decl.is(AssociatedTypeDeclSyntax.self) }
            return (p.name.bareText, .protocolType, associated, [], p.inheritanceClause, p.memberBlock)
        }
        return nil
    }

    /// Declares a type (and the types nested in it) by name.
    private mutating func registerType(_ d: DeclSyntax, outer: String?) {
        guard let n = Self.nominal(d) else { return }
        let name = outer.map { "\($0).\(n.name)" } ?? n.name
        var decl = NominalDeclaration(name: name, kind: n.kind)
        decl.isOpaque = n.isGeneric
        decl.isPropertyWrapper = SwiftAttributes.isPropertyWrapper(
            d.as(StructDeclSyntax.self)?.attributes ?? d.as(ClassDeclSyntax.self)?.attributes ?? [])
        decl.genericParameters = n.genericParameters
        decl.genericRequirements = GenericRequirements.ofType(d)
        decl.inherited = n.inherited?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if n.kind == .enumType, let first = decl.inherited.first, StandardTypes.rawValueTypes.contains(first) {
            decl.rawType = .named(first)
            decl.inherited.removeFirst()
        }
        decl.isFramework = isFramework
        decl.isFinal = d.as(ClassDeclSyntax.self)?.modifiers.contains { $0.name.bareText == "final" } ?? false
        if n.kind == .protocolType {
            let associated = n.members.members.compactMap { $0.decl.as(AssociatedTypeDeclSyntax.self) }
            decl.associatedTypes = associated.map(\.name.bareText)
            for a in associated { decl.associatedTypeDefaults[a.name.bareText] = a.initializer?.value }
        }
        declarations.types[name] = decl
        // A type declared again is judged again (see `BodyChecker.noteOptionalSensitivity`).
        declarations.optionalSensitiveParameters = declarations.optionalSensitiveParameters.filter { !$0.hasPrefix(name + ".") }
        declarations.optionalArgumentsMade = declarations.optionalArgumentsMade.filter { !$0.hasPrefix(name + ".") }
        if let outer { declarations.types[outer]?.nestedTypes[n.name] = name }
        for m in n.members.members { registerType(m.decl, outer: name) }
    }

    /// Declares the types an extension of a declared type nests in it
    /// (`extension UIColor { struct CustomStyle { … } }` declares `UIColor.CustomStyle`).
    private mutating func registerExtensionTypes(_ d: DeclSyntax) {
        guard let x = d.as(ExtensionDeclSyntax.self), let name = extendedDeclaredType(x) else { return }
        for m in x.memberBlock.members { registerType(m.decl, outer: name) }
    }

    /// The type an extension extends, when the program (or the prelude) declares it.
    private func extendedDeclaredType(_ x: ExtensionDeclSyntax) -> String? {
        guard Self.standardExtensionName(x) == nil, case .named(let name) = declarations.resolve(x.extendedType, in: nil), declarations.types[name] != nil
        else { return nil }
        return name
    }

    /// Declares the holder of an extension of a standard type or protocol (see
    /// `StandardExtensions`), once.
    private mutating func registerStandardExtension(_ d: DeclSyntax) {
        guard let x = d.as(ExtensionDeclSyntax.self), let name = Self.standardExtensionName(x) else { return }
        let holder = StandardExtensions.holder(name)
        if declarations.types[holder] == nil {
            declarations.types[holder] = NominalDeclaration(name: holder, kind: .structType)
        }
    }

    /// The standard type or protocol an extension extends, when it is one coordlab lets a
    /// program extend (and the program declares no type of that name).
    static func standardExtensionName(_ x: ExtensionDeclSyntax) -> String? {
        guard let i = x.extendedType.as(IdentifierTypeSyntax.self), i.genericArgumentClause == nil,
              StandardExtensions.extendable.contains(i.name.bareText) else { return nil }
        return i.name.bareText
    }

    /// Records `typealias` declarations, top level and nested (one in a generic type keeps
    /// its parameters symbolic: `typealias Output = Value`).
    private mutating func collectAliases(_ d: DeclSyntax, outer: String?) {
        if let a = d.as(TypeAliasDeclSyntax.self) {
            let name = outer.map { "\($0).\(a.name.bareText)" } ?? a.name.bareText
            let own = a.genericParameterClause?.parameters.map { $0.name.bareText } ?? []
            let parameters = Set(outer.flatMap { declarations.types[$0]?.symbolicNames } ?? []).union(own)
            declarations.aliases[name] = declarations.resolve(a.initializer.value, in: outer, parameters: parameters)
            if !own.isEmpty { declarations.aliasParameters[name] = own }
        } else if let n = Self.nominal(d) {
            let name = outer.map { "\($0).\(n.name)" } ?? n.name
            for m in n.members.members { collectAliases(m.decl, outer: name) }
        } else if let x = d.as(ExtensionDeclSyntax.self), let name = extendedDeclaredType(x) {
            for m in x.memberBlock.members { collectAliases(m.decl, outer: name) }
        }
    }

    /// Records the members of a type or of an extension.
    private mutating func collectMembers(_ d: DeclSyntax, outer: String?) {
        if let x = d.as(ExtensionDeclSyntax.self) {
            if let standard = Self.standardExtensionName(x), declarations.types[standard] == nil {
                let holder = StandardExtensions.holder(standard)
                // `extension Int: Describable`: the holder stands for Int in conformance checks.
                declarations.types[holder]?.inherited += x.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                addSupertypes(x.inheritanceClause, to: holder)
                let condition = GenericRequirements.written(nil, x.genericWhereClause)
                for m in x.memberBlock.members { collectMember(m.decl, into: holder, condition: condition) }
                return
            }
            guard let name = extendedDeclaredType(x) else { return }
            declarations.types[name]?.inherited += x.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            let condition = GenericRequirements.written(nil, x.genericWhereClause)
            if !condition.isEmpty {
                for t in x.inheritanceClause?.inheritedTypes ?? [] {
                    declarations.types[name]?.conditionalConformances[t.type.trimmedDescription] = condition
                }
            }
            addSupertypes(x.inheritanceClause, to: name)
            let sameTypes = sameTypeRequirements(x.genericWhereClause, of: name)
            noteOptionalParameterUses(in: x.memberBlock, of: name)
            for m in x.memberBlock.members {
                collectMember(m.decl, into: name, sameTypes: sameTypes)
                collectMembers(m.decl, outer: name)
            }
            return
        }
        guard let n = Self.nominal(d) else { return }
        let name = outer.map { "\($0).\(n.name)" } ?? n.name
        addSupertypes(n.inherited, to: name)
        if !n.genericParameters.isEmpty {
            let (clause, whereClause) = d.as(ClassDeclSyntax.self).map { ($0.genericParameterClause, $0.genericWhereClause) }
                ?? d.as(StructDeclSyntax.self).map { ($0.genericParameterClause, $0.genericWhereClause) }
                ?? d.as(EnumDeclSyntax.self).map { ($0.genericParameterClause, $0.genericWhereClause) } ?? (nil, nil)
            let constraints = declarations.genericConstraints(clause, whereClause, in: name)
            declarations.types[name]?.genericConstraints = constraints
        }
        noteOptionalParameterUses(in: n.members, of: name)
        for m in n.members.members {
            collectMember(m.decl, into: name)
            collectMembers(m.decl, outer: name)
        }
        if n.kind == .protocolType {
            declarations.types[name]?.requirementNames = Set(n.members.members.flatMap { Self.declaredNames($0.decl) })
        }
        // Swift keeps a struct's memberwise initializer unless its own body declares one
        // (an extension's initializers, collected before or after, leave it).
        if n.kind == .structType, !n.members.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) {
            let memberwise = memberwiseParameters(of: n.members, in: name, parameters: n.genericParameters)
            declarations.types[name]?.memberwiseParameters = memberwise
        }
    }

    /// Adds the types an inheritance clause names to the supertypes of the type `name`,
    /// its generic parameters kept symbolic.
    private mutating func addSupertypes(_ clause: InheritanceClauseSyntax?, to name: String) {
        let parameters = Set(declarations.types[name]?.genericParameters ?? [])
        let found = clause?.inheritedTypes.map { declarations.resolve($0.type, in: name, parameters: parameters) } ?? []
        declarations.types[name]?.supertypes += found
    }

    /// The parameters of the memberwise initializer Swift gives a generic struct without
    /// one of its own: its stored properties in order, `let`s with a value left out, `var`s
    /// with one optional.
    private func memberwiseParameters(of members: MemberBlockSyntax, in owner: String,
                                      parameters: [String]) -> [MemberwiseParameter] {
        let bound = Set(parameters)
        return members.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { v in !v.modifiers.contains { ["static", "class"].contains($0.name.bareText) } }
            .flatMap { v in v.bindings.map { (isLet: v.bindingSpecifier.tokenKind == .keyword(.let), binding: $0) } }
            .filter { Self.isStored($0.binding) && !($0.isLet && $0.binding.initializer != nil) }
            .compactMap { p in
                guard let name = p.binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText else { return nil }
                let annotation = SharedAnnotation.type(of: p.binding)
                let type = declarations.resolve(annotation, in: owner, parameters: bound)
                // A `var` of an Optional type starts as nil, so its argument may be left out too.
                let startsNil = !p.isLet && (annotation?.is(OptionalTypeSyntax.self) == true
                                             || annotation?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true)
                return MemberwiseParameter(label: name, type: annotation == nil ? .unknown : type,
                                           hasDefault: p.binding.initializer != nil || startsNil,
                                           closureInoutParameters: InoutClosureParameters.positions(in: annotation))
            }
    }

    /// Whether a binding is stored: no accessors, or only `willSet`/`didSet`.
    static func isStored(_ b: PatternBindingSyntax) -> Bool {
        guard let block = b.accessorBlock else { return true }
        guard case .accessors(let list) = block.accessors else { return false }
        return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
    }

    /// Whether a binding is computed without a setter.
    static func isGetOnly(_ b: PatternBindingSyntax) -> Bool {
        guard let block = b.accessorBlock else { return false }
        guard case .accessors(let list) = block.accessors else { return true }
        return list.contains { $0.accessorSpecifier.text == "get" } && !list.contains { $0.accessorSpecifier.text == "set" }
    }

    /// The type's generic parameters that a `where` clause makes one type (`Failure == Error`).
    private func sameTypeRequirements(_ clause: GenericWhereClauseSyntax?, of owner: String) -> [String: SemaType] {
        let parameters = Set(declarations.types[owner]?.genericParameters ?? [])
        var out: [String: SemaType] = [:]
        for r in clause?.requirements ?? [] {
            guard case .sameTypeRequirement(let same) = r.requirement,
                  let left = same.leftType.as(IdentifierTypeSyntax.self)?.name.bareText, parameters.contains(left),
                  let right = same.rightType.as(TypeSyntax.self) else { continue }
            out[left] = declarations.genericArgument(right, in: owner, parameters: parameters)
        }
        return out
    }

    /// Adds one member declaration to the type named `owner`; `sameTypes` are the
    /// parameters its extension's `where` clause fixes.
    private mutating func collectMember(_ d: DeclSyntax, into owner: String, sameTypes: [String: SemaType] = [:],
                                        condition: [String: [String]] = [:]) {
        var add: [Member] = []
        if let v = d.as(VariableDeclSyntax.self) {
            let isStatic = v.modifiers.contains { ["static", "class"].contains($0.name.bareText) }
            for b in v.bindings {
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText else { continue }
                let annotation = SharedAnnotation.type(of: b)
                let type = declarations.resolve(annotation, in: owner)
                var m = Member(name: name, kind: .property, isStatic: isStatic, type: type,
                               initializer: annotation == nil ? b.initializer?.value : nil)
                let ps = (declarations.types[owner]?.symbolicNames ?? []) + StandardExtensions.ownParameters(ofHolder: owner)
                // A static one of a generic type too: each use binds the type's parameters
                // (see `BodyChecker.staticGenericProperty`).
                let genericOwner = declarations.types[owner].map { $0.kind != .protocolType && !$0.genericParameters.isEmpty } ?? false
                if !ps.isEmpty, !isStatic || genericOwner && !isFramework {
                    m.genericType = declarations.resolve(annotation, in: owner, parameters: Set(ps))
                }
                m.isStored = !isStatic && Self.isStored(b)
                m.isWrapped = SwiftAttributes.wrapper(of: v) != nil
                m.isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
                m.isGetOnly = Self.isGetOnly(b)
                m.isImplicitlyUnwrapped = annotation?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                m.closureInoutParameters = InoutClosureParameters.positions(in: annotation)
                add.append(m)
                if let a = SwiftAttributes.wrapper(of: v) {
                    wrappedProperties.append(WrappedProperty(owner: owner, name: name, attribute: a, isStatic: isStatic))
                }
            }
        } else if let f = d.as(FunctionDeclSyntax.self) {
            let s = signature(of: f, in: owner)
            let isStatic = f.modifiers.contains { ["static", "class"].contains($0.name.bareText) }
            var isOperator = false
            if case .binaryOperator = f.name.tokenKind { isOperator = true }
            var m = Member(name: f.name.bareText, kind: .method, isStatic: isStatic, type: s.result,
                           labels: isOperator ? s.labels.map { _ in nil } : s.labels, parameters: s.parameters,
                           generic: s.generic)
            m.symbolic = s.symbolic
            if isStatic, let g = staticGenericSignature(s, in: owner) { m.generic = g }
            m.isClassMethod = f.modifiers.contains { $0.name.bareText == "class" }
            m.isMutating = f.modifiers.contains { $0.name.bareText == "mutating" }
            m.isOverride = f.modifiers.contains { $0.name.bareText == "override" }
            if !isOperator { m.shapes = s.shapes }
            add.append(m)
        } else if let i = d.as(InitializerDeclSyntax.self) {
            let params = i.signature.parameterClause.parameters
            let made = SemaType.named(owner)
            var m = Member(name: "init", kind: .initializer, isStatic: true,
                           type: i.optionalMark?.text == "?" ? .optional(made) : made,
                           labels: params.map(Self.label), parameters: params.map { declarations.resolve($0.type, in: owner) })
            m.shapes = params.map(ParameterShape.init)
            m.isRequired = i.modifiers.contains { $0.name.bareText == "required" }
            m.isConvenience = i.modifiers.contains { $0.name.bareText == "convenience" }
            let typeParameters = declarations.types[owner]?.genericParameters ?? []
            let own = i.genericParameterClause?.parameters.map(\.name.bareText) ?? []
            if !typeParameters.isEmpty || !own.isEmpty {
                let bound = Set(typeParameters + own)
                // In `extension Task where Failure == Never`, the initializer makes a `Task<…, Never>`.
                let fixed = sameTypeRequirements(around: i, in: owner)
                m.generic = GenericSignature(parameters: (typeParameters + own).filter { fixed[$0] == nil },
                                             parameterTypes: params.map { declarations.resolve($0.type, in: owner, parameters: bound).substituting(fixed) },
                                             result: .generic(owner, typeParameters.map { fixed[$0] ?? .parameter($0) }),
                                             isFramework: isFramework, shapes: m.shapes)
                m.generic?.sameTypes = sameTypes
                m.generic?.associatedSameTypes = associatedSameTypes(i.genericWhereClause, parameters: bound, in: owner)
                m.generic?.requirements = (declarations.types[owner]?.genericRequirements ?? [:])
                    .merging(GenericRequirements.written(i.genericParameterClause, i.genericWhereClause), uniquingKeysWith: +)
            }
            add.append(m)
        } else if let s = d.as(SubscriptDeclSyntax.self) {
            let params = s.parameterClause.parameters
            var m = Member(name: "subscript", kind: .subscriptMember, isStatic: false,
                           type: declarations.resolve(s.returnClause.type, in: owner),
                           labels: params.map(Self.subscriptLabel), parameters: params.map { declarations.resolve($0.type, in: owner) })
            // A subscript's parameters are unlabelled unless they name one (`index i: Int`).
            m.shapes = zip(params, m.labels).map { p, label in
                var shape = ParameterShape(p)
                shape.label = label
                return shape
            }
            if let ps = declarations.types[owner]?.symbolicNames, !ps.isEmpty {
                m.genericType = declarations.resolve(s.returnClause.type, in: owner, parameters: Set(ps))
            }
            m.generic = genericSubscriptSignature(s, in: owner, shapes: m.shapes)
            add.append(m)
        } else if let c = d.as(EnumCaseDeclSyntax.self) {
            for e in c.elements {
                let params = e.parameterClause?.parameters
                if params != nil { declarations.types[owner]?.hasPayloads = true }
                var m = Member(name: e.name.bareText, kind: .enumCase, isStatic: true, type: .named(owner),
                               labels: params?.map { $0.firstName?.bareText } ?? [],
                               parameters: params?.map { declarations.resolve($0.type, in: owner) } ?? [])
                if let ps = declarations.types[owner]?.genericParameters, !ps.isEmpty {
                    m.generic = GenericSignature(parameters: ps,
                                                 parameterTypes: params?.map { declarations.resolve($0.type, in: owner, parameters: Set(ps)) } ?? [],
                                                 result: .generic(owner, ps.map { .parameter($0) }))
                    m.generic?.requirements = declarations.types[owner]?.genericRequirements ?? [:]
                }
                add.append(m)
            }
        }
        for var m in add {
            m.extensionCondition = condition
            declarations.types[owner]?.add(m)
        }
    }

    /// The type parameters that the `where` clause of the extension declaring `member` fixes
    /// (`Failure == Never`), with their types.
    func sameTypeRequirements(around member: some SyntaxProtocol, in owner: String) -> [String: SemaType] {
        var node = member.parent
        while let n = node, !n.is(ExtensionDeclSyntax.self) { node = n.parent }
        guard let requirements = node?.as(ExtensionDeclSyntax.self)?.genericWhereClause?.requirements else { return [:] }
        var fixed: [String: SemaType] = [:]
        for r in requirements {
            guard let same = r.requirement.as(SameTypeRequirementSyntax.self),
                  let name = same.leftType.as(IdentifierTypeSyntax.self)?.name.bareText,
                  let right = same.rightType.as(TypeSyntax.self) else { continue }
            let resolved = declarations.resolve(right, in: owner)
            // A protocol (`Failure == Error`) stands for its existential, spelled by its name.
            fixed[name] = resolved == .unknown ? right.as(IdentifierTypeSyntax.self).map { .named($0.name.bareText) } ?? .unknown : resolved
        }
        return fixed
    }

    /// A function's argument labels, parameter types and result type.
    func signature(of f: FunctionDeclSyntax, in owner: String?) -> FunctionSignature {
        var s = plainSignature(of: f, in: owner)
        s.declaration = f.id
        s.shapes = f.signature.parameterClause.parameters.map(ParameterShape.init)
        s.generic?.shapes = s.shapes
        s.symbolic?.shapes = s.shapes
        return s
    }

    private func plainSignature(of f: FunctionDeclSyntax, in owner: String?) -> FunctionSignature {
        let params = f.signature.parameterClause.parameters
        let typeNames = owner.flatMap { declarations.types[$0]?.symbolicNames } ?? []
        if f.genericParameterClause != nil || !typeNames.isEmpty {
            let own = f.genericParameterClause?.parameters.map(\.name.bareText) ?? []
            // The type's own parameters (a protocol's associated types) stay symbolic too:
            // a call on an instance puts the instance's arguments in their place (see
            // `BodyChecker.genericMethodType`).
            let bound = Set(own + typeNames)
            var generic = GenericSignature(parameters: own,
                                           parameterTypes: params.map { declarations.resolve($0.type, in: owner, parameters: bound) },
                                           result: f.signature.returnClause.map { declarations.resolve($0.type, in: owner, parameters: bound) } ?? .void)
            generic.isFramework = isFramework
            generic.associatedSameTypes = associatedSameTypes(f.genericWhereClause, parameters: bound, in: owner)
            generic.requirements = GenericRequirements.written(f.genericParameterClause, f.genericWhereClause)
            generic.parametersUsedAsTypes = Self.usedAsTypes(own, in: f.body)
            if own.isEmpty {
                // Inside the type, its parameters are its own: the plain signature serves.
                return FunctionSignature(labels: params.map(Self.label),
                                         parameters: params.map { declarations.resolve($0.type, in: owner) },
                                         result: f.signature.returnClause.map { declarations.resolve($0.type, in: owner) } ?? .void,
                                         generic: nil, symbolic: generic)
            }
            return FunctionSignature(labels: params.map(Self.label), parameters: params.map { _ in .unknown }, result: .unknown,
                                     generic: generic)
        }
        var plain = FunctionSignature(labels: params.map(Self.label),
                                      parameters: params.map { declarations.resolve($0.type, in: owner) },
                                      result: f.signature.returnClause.map { declarations.resolve($0.type, in: owner) } ?? .void)
        // In an extension of a standard type, `Element` (`Key`, `Wrapped`) is the receiver's:
        // kept symbolic for a call to replace (see `BodyChecker.extensionMember`).
        let holderNames = Set(owner.map(StandardExtensions.ownParameters(ofHolder:)) ?? [])
        if !holderNames.isEmpty {
            plain.symbolic = GenericSignature(parameters: [],
                                              parameterTypes: params.map { declarations.resolve($0.type, in: owner, parameters: holderNames) },
                                              result: f.signature.returnClause.map { declarations.resolve($0.type, in: owner, parameters: holderNames) } ?? .void)
        }
        return plain
    }

    /// The argument label of a parameter (`nil` for `_`).
    static func label(_ p: FunctionParameterSyntax) -> String? {
        p.firstName.tokenKind == .wildcard ? nil : p.firstName.bareText
    }

    /// A subscript parameter's argument label: none unless it spells one (`subscript(key key: String)`).
    static func subscriptLabel(_ p: FunctionParameterSyntax) -> String? {
        p.secondName == nil ? nil : label(p)
    }

    /// The member names a declaration in a type's body declares.
    private static func declaredNames(_ d: DeclSyntax) -> [String] {
        if let f = d.as(FunctionDeclSyntax.self) { return [f.name.bareText] }
        if let v = d.as(VariableDeclSyntax.self) {
            return v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText }
        }
        if d.is(SubscriptDeclSyntax.self) { return ["subscript"] }
        if d.is(InitializerDeclSyntax.self) { return ["init"] }
        return []
    }
}

extension DeclarationCollector {
    /// Which of `parameters` `body` asks for a member or calls (`T.make()`, `T()`, `T.id`;
    /// not `T.self`): used as a type rather than only to type values.
    static func usedAsTypes(_ parameters: [String], in body: CodeBlockSyntax?) -> Set<String> {
        guard let body, !parameters.isEmpty else { return [] }
        var used: Set<String> = []
        for r in body.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = r.tokenKind, parameters.contains(name),
                  let next = r.nextToken(viewMode: .sourceAccurate) else { continue }
            // `T.self`, `T.Type` and an associated type (`I.Element`) name a type without
            // asking it for a member.
            let member = next.nextToken(viewMode: .sourceAccurate)?.text ?? ""
            let asksMember = member != "self" && member.first.map { $0.isLowercase || $0 == "_" } == true
            if next.tokenKind == .leftParen || next.tokenKind == .period && asksMember {
                used.insert(name)
            }
        }
        return used
    }
}
