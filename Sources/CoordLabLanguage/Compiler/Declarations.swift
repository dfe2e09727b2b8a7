import CoordLabSema
import CoordLabSyntax
import SwiftSyntax

/// The first pass: registers types, functions and globals so that bodies compiled later
/// can refer to anything declared anywhere in the program.
extension Compiler {
    /// Registers the declarations among top-level items, extensions aside (see
    /// `declareExtensions`).
    func declare(_ items: CodeBlockItemListSyntax) throws {
        for item in items {
            guard case .decl(let decl) = item.item, !decl.is(ExtensionDeclSyntax.self) else { continue }
            if let v = decl.as(VariableDeclSyntax.self) {
                try rejectAttributes(v.attributes)
                for b in v.bindings where !b.pattern.is(WildcardPatternSyntax.self) {
                    for name in try destructuredNames(b.pattern) {
                        let spec = b.pattern.is(IdentifierPatternSyntax.self) ? declaredSpec(b) : .unknown
                        globalAccessors[name] = nil
                        if let acc = b.accessorBlock, try declareGlobalAccessors(name, acc, spec: spec) { continue }
                        declareGlobal(name, spec: spec, v)
                        globalAccessors[name]?.index = globals[name]!.index
                    }
                }
            } else {
                try declareType(decl)
            }
        }
    }

    /// Registers the extensions among top-level items, once every file's types are
    /// declared: an extension may come before the type it extends, in its file or in an
    /// earlier one, as Swift allows.
    func declareExtensions(_ items: CodeBlockItemListSyntax) throws {
        for item in items {
            guard case .decl(let decl) = item.item, decl.is(ExtensionDeclSyntax.self) else { continue }
            try declareType(decl)
        }
    }

    /// The standard library's types a program can name but coordlab does not declare as
    /// types of its own, so that extending one is refused as unsupported, not unknown.
    static let standardTypeNames: Set<String> = [
        "Array", "Dictionary", "Set", "String", "Substring", "Character", "Int", "Double", "Float", "Bool",
        "Optional", "Result", "Sequence", "Collection", "Equatable", "Hashable", "Comparable", "Error",
        "CustomStringConvertible", "RandomAccessCollection", "BidirectionalCollection", "Numeric",
    ]

    /// Registers one global variable (again, when an earlier input declared it).
    private func declareGlobal(_ name: String, spec: TypeSpec, _ v: VariableDeclSyntax) {
        if let g = globals[name] {
            globals[name] = (g.index, spec)
        } else {
            let kind = referenceKind(v.modifiers)
            globals[name] = (interpreter.addGlobal(name: name, kind: kind), spec)
        }
    }

    /// The type a variable declares: its annotation, or for `let x = try? f()`, an optional
    /// (so that it prints as one).
    func declaredSpec(_ b: PatternBindingSyntax) -> TypeSpec {
        // `var x, y: Int`: `x` has the annotation written after `y`.
        let annotation = SharedAnnotation.type(of: b)
        if annotation == nil, let inferred = typed?.inferredType(of: b) {
            let spec = TypeSpec(inferred)
            if spec != .unknown { return spec }
        }
        var spec = TypeSpec(annotation)
        guard annotation == nil, let value = b.initializer?.value else { return spec }
        // `try? f()` and `Optional(x)` make an Optional whatever the checker inferred.
        if value.as(TryExprSyntax.self)?.questionOrExclamationMark?.tokenKind == .postfixQuestionMark
            || OptionalConstruction(value) != nil {
            spec.isOptional = true
        }
        return spec
    }

    /// Registers a type, extension or function declaration.
    func declareType(_ decl: DeclSyntax) throws {
        if let c = decl.as(ClassDeclSyntax.self) {
            try rejectAttributes(c.attributes, onType: true)
            let t = ClassType(name: c.name.text, location: loc(c))
            t.genericParameters = c.genericParameterClause?.parameters.map(\.name.text) ?? []
            try register(t, .classType(t), c.inheritanceClause)
            try declareMembers(c.memberBlock, in: t)
        } else if let s = decl.as(StructDeclSyntax.self) {
            try rejectAttributes(s.attributes, onType: true)
            let t = StructType(name: s.name.text, location: loc(s))
            t.genericParameters = s.genericParameterClause?.parameters.map(\.name.text) ?? []
            try register(t, .structType(t), s.inheritanceClause)
            try declareMembers(s.memberBlock, in: t)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            let t = EnumType(name: e.name.text, location: loc(e))
            t.genericParameters = e.genericParameterClause?.parameters.map(\.name.text) ?? []
            try register(t, .enumType(t), e.inheritanceClause)
            t.rawType = t.inheritedNames.first { ["String", "Int", "Double", "Float", "Character"].contains($0) || SizedInteger.named($0) != nil }
            try declareMembers(e.memberBlock, in: t)
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            let t = ProtocolType(name: p.name.text, location: loc(p))
            try register(t, .protocolType(t), p.inheritanceClause)
            t.isClassBound = t.inheritedNames.contains("AnyObject") || t.inheritedNames.contains("class")
            try declareMembers(p.memberBlock, in: t)
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let name = TypeSpec(x.extendedType).name
            if StandardExtensions.extendable.contains(name), interpreter.types[name]?.nominal == nil {
                try declareStandardExtension(x, of: name)
                return
            }
            guard let t = interpreter.types[name]?.nominal else {
                // A standard type's nested type (`String.StringInterpolation`: custom interpolation).
                let base = x.extendedType.as(MemberTypeSyntax.self).map { TypeSpec($0.baseType).name }
                if Compiler.standardTypeNames.contains(name) || base.map(Compiler.standardTypeNames.contains) == true
                    || name == "DefaultStringInterpolation" {
                    throw CompileError.unsupported("extensions of standard types ('\(x.extendedType.trimmedDescription)')", at: loc(x.extendedType))
                }
                if Compiler.standardTypeNames.contains(name) {
                    throw CompileError.unsupported("extensions of standard types ('\(name)')", at: loc(x.extendedType))
                }
                throw CompileError("cannot find type '\(name)' in scope", at: loc(x.extendedType))
            }
            t.inheritedNames += x.inheritanceClause?.inheritedTypes.map { TypeSpec($0.type).name } ?? []
            unresolved.append(t)
            if t is ProtocolType, x.genericWhereClause != nil { constrainedlyExtended.insert(t.name) }
            do {
                try declareMembers(x.memberBlock, in: t, inExtension: true)
            } catch let e as CompileError where e.message.hasPrefix("invalid redeclaration") && constrainedlyExtended.contains(t.name) {
                // Swift calls the most constrained of them that the receiver's type meets.
                throw CompileError.unsupported("a protocol extension's member declared again under other constraints (\(e.message.dropFirst("invalid redeclaration of ".count)))", at: e.location)
            }
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            let code = try functionHeader(f, kind: .function, hasSelf: false)
            code.declaration = f.id
            try add(code, to: &functions, key: code.selector, at: f, choosesByDeclaration: true)
            compileLater { [unowned self] in try compileBody(code, f.body, params: f.signature.parameterClause, selfType: nil, at: f) }
        } else if decl.is(TypeAliasDeclSyntax.self) {
            return  // registered by `declareTypeAliases`
        } else if decl.is(ImportDeclSyntax.self) || decl.is(OperatorDeclSyntax.self) || decl.is(PrecedenceGroupDeclSyntax.self) {
            // An operator's declaration only tells the parser how to group it.
            return
        } else {
            throw CompileError.unsupported(describeKind(decl), at: loc(decl))
        }
    }

    /// Adds a function or method to its overloads: a second declaration with the same full
    /// name in one program is an error (as in Swift); one from an earlier input replaces it.
    ///
    /// `choosesByDeclaration` (top-level functions) keeps overloads whose parameter types
    /// values cannot tell apart: each call runs the declaration the checker chose.
    func add(_ code: FunctionCode, to table: inout [String: [FunctionCode]], key: String, at node: some SyntaxProtocol,
             choosesByDeclaration: Bool = false) throws {
        if !declaredNow.insert(key).inserted {
            // Declared twice in one input: overloads by a parameter's type, when calls can
            // tell them apart by their arguments' values (see `TypeOverloads`).
            let same = table[code.name, default: []].filter { $0.selector == code.selector }
            guard !same.isEmpty, same.allSatisfy({ TypeOverloads.canTellApart($0, code, types: interpreter.types) }) else {
                if same.contains(where: { !$0.genericParameters.isEmpty && $0.genericRequirements != code.genericRequirements }) {
                    // Swift calls the one whose constraints the arguments meet most closely.
                    throw CompileError.unsupported("overloads of a generic function that differ in their constraints ('\(code.selector)')", at: loc(node))
                }
                let differ = same.contains { !$0.hasParameterTypes(of: code) }
                if differ, choosesByDeclaration, Self.isIdentifier(code.name),
                   (same + [code]).allSatisfy({ $0.genericParameters.isEmpty && $0.typeOverloads == nil }) {
                    for member in same + [code] { member.needsCheckedChoice = true }
                    table[code.name, default: []].append(code)
                    return
                }
                if differ {
                    throw CompileError.unsupported("overloads whose parameter types a call's values cannot tell apart ('\(code.selector)')", at: loc(node))
                }
                throw CompileError("invalid redeclaration of '\(code.selector)'", at: loc(node))
            }
            let group = same + [code]
            for member in group { member.typeOverloads = group }
            table[code.name, default: []].append(code)
            return
        }
        // A later input: Swift keeps an earlier declaration of other parameter types as an
        // overload beside this one, which coordlab does not (it would run this one for every call).
        if let earlier = table[code.name]?.first(where: { $0.selector == code.selector && !$0.hasParameterTypes(of: code) }) {
            let types = { (c: FunctionCode) in c.params.map { $0.writtenType.isEmpty ? $0.spec.name : $0.writtenType }.joined(separator: ", ") }
            throw CompileError.unsupported("declaring '\(code.selector)' taking (\(types(code))) in a later input beside the one taking (\(types(earlier))); declare the overloads in one input", at: loc(node))
        }
        table[code.name, default: []].removeAll { $0.selector == code.selector }
        table[code.name, default: []].append(code)
    }

    /// Whether `name` is an identifier (`show`), not an operator (`==`).
    static func isIdentifier(_ name: String) -> Bool {
        name.first.map { $0 == "_" || $0.isLetter } ?? false
    }

    /// Registers a named type and remembers what it inherits, for `resolveInheritance`.
    private func register(_ t: NominalType, _ ref: TypeRef, _ clause: InheritanceClauseSyntax?) throws {
        if let suppressed = clause?.inheritedTypes.lazy.compactMap({ $0.type.as(SuppressedTypeSyntax.self) }).first {
            throw CompileError.unsupported("noncopyable types ('\(suppressed.trimmedDescription)')", at: loc(suppressed))
        }
        if let old = interpreter.types[t.name], case .builtin = old {
            throw CompileError("invalid redeclaration of '\(t.name)'", at: t.location)
        }
        if !declaredNow.insert("type \(t.name)").inserted {
            throw CompileError.unsupported("two types named '\(t.name)' in one program (nested types share one namespace)", at: t.location)
        }
        // An earlier input's nested type of this name (the prelude's `Notification.Name`
        // for a program's `Name`) stays reachable through its outer type, under its path.
        if let old = interpreter.types[t.name], let nested = old.nominal, nested.outer != nil {
            interpreter.types[nested.path] = old
            typeAliases.nestedPaths.insert(nested.path)
        }
        interpreter.types[t.name] = ref
        t.inheritedNames = clause?.inheritedTypes.map { TypeSpec($0.type).name } ?? []
        unresolved.append(t)
    }

    /// Resolves superclass and protocol names of every type declared since the last call.
    func resolveInheritance() throws {
        let work = unresolved
        unresolved = []
        for t in work {
            for n in t.inheritedNames.dropFirst(t.resolvedCount) {
                // A standard type takes conformances to the program's protocols only: one to a
                // standard protocol (`Bool: Comparable`) would need the library's own dispatch.
                if t.extendsStandardType, interpreter.types[n]?.nominal as? ProtocolType == nil || Builtins.protocolNames.contains(n) {
                    throw CompileError.unsupported("conformances of standard types to standard protocols ('\(t.name): \(n)')",
                                                   at: t.location)
                }
                switch interpreter.types[n] {
                case .classType(let s):
                    guard let c = t as? ClassType else { continue }
                    if s === c || s.isSubclass(of: c) { throw CompileError("'\(c.name)' inherits from itself", at: c.location) }
                    c.superclass = s
                    c.superclassName = n
                    if !s.genericParameters.isEmpty,
                       case .generic(_, let args)? = typeChecker.supertypes(of: c.name).first(where: { $0.nominalName == s.name }) {
                        c.superclassGenericArguments = spelled(args)
                    }
                case .protocolType(let p):
                    if let tp = t as? ProtocolType { tp.inherited.append(p) } else { t.conformances.append(p) }
                case .builtin: continue
                // `protocol Router: class`, the older spelling of `AnyObject` (see `isClassBound`).
                case .none where n == "class" && t is ProtocolType: continue
                case .none where OwnSequences.modelled.contains(n):
                    if let s = OwnSequences.standIns[n], let p = interpreter.types[s]?.nominal as? ProtocolType {
                        if let tp = t as? ProtocolType { tp.inherited.append(p) } else { t.conformances.append(p) }
                    }
                // Made through its initializer where a literal meets the type (see `compileLiteralConstruction`).
                case .none where LiteralConstruction.isLiteralProtocol(n): continue
                case .none where UnknownTypeNames.isStandard(n):
                    throw CompileError("coordlab does not support conforming to '\(n)' yet", at: t.location)
                case .none: throw CompileError("cannot find type '\(n)' in scope", at: t.location)
                default: throw CompileError("inheritance from non-protocol, non-class type '\(n)'", at: t.location)
                }
            }
            t.resolvedCount = t.inheritedNames.count
            if !(t is ProtocolType) {
                t.associatedTypeSpellings = typeChecker.witnessedAssociatedTypes(of: t.path).mapValues { spelled([$0]) }
            }
        }
    }

    /// Throws for generic parameters where coordlab does not support them (`what`).
    func rejectGenerics(_ g: GenericParameterClauseSyntax?, _ w: GenericWhereClauseSyntax?, _ what: String) throws {
        if let g { throw CompileError.unsupported(what, at: loc(g)) }
        if let w { throw CompileError.unsupported("where clauses on \(what)", at: loc(w)) }
    }

    /// Attributes that have no effect on lifetimes and are accepted as written.
    /// Throws for attributes coordlab does not model (result builders, and a property
    /// wrapper anywhere but on a stored property of a type); `wrapper` is the one that
    /// names the property's wrapper, and `@propertyWrapper` is accepted on a type.
    func rejectAttributes(_ attributes: AttributeListSyntax, except wrapper: AttributeSyntax? = nil,
                          onType: Bool = false) throws {
        for case .attribute(let a) in attributes where a.id != wrapper?.id {
            let name = SwiftAttributes.name(of: a)
            if name == "propertyWrapper", onType { continue }
            if let what = SwiftAttributes.refused[name] { throw CompileError.unsupported(what, at: loc(a)) }
            if !SwiftAttributes.accepted.contains(name) {
                throw CompileError.unsupported("property wrappers and custom attributes here (@\(name))", at: loc(a))
            }
        }
    }

    /// strong, weak or unowned from declaration modifiers.
    func referenceKind(_ modifiers: DeclModifierListSyntax) -> ReferenceKind {
        for m in modifiers {
            if m.name.text == "weak" { return .weak }
            if m.name.text == "unowned" { return .unowned }
        }
        return .strong
    }

    /// Lays out a class's fields: superclass fields first.
    func layOut(_ c: ClassType) throws {
        c.layOut(screenMarker: interpreter.screenMarkerField)
    }
}

/// A readable name for a kind of syntax that coordlab does not support.
func describeKind(_ node: some SyntaxProtocol) -> String {
    let known: [String: String] = [
        "SubscriptDeclSyntax": "subscript declarations",
        "OperatorDeclSyntax": "operator declarations", "PrecedenceGroupDeclSyntax": "precedence groups",
        "MacroDeclSyntax": "macros", "MacroExpansionDeclSyntax": "macros", "MacroExpansionExprSyntax": "macros",
        "KeyPathExprSyntax": "key paths", "AssociatedTypeDeclSyntax": "associated types",
        "RegexLiteralExprSyntax": "regex literals", "InOutExprSyntax": "inout parameters",
        "PostfixOperatorExprSyntax": "postfix operators", "DiscardStmtSyntax": "discard",
        "FallThroughStmtSyntax": "fallthrough", "IfConfigDeclSyntax": "#if", "ConsumeExprSyntax": "consume",
        "CopyExprSyntax": "copy", "PackExpansionExprSyntax": "parameter packs",
    ]
    let name = "\(node.syntaxNodeType)"
    if let k = known[name] { return k }
    var words = ""
    for ch in name.replacingOccurrences(of: "Syntax", with: "") {
        if ch.isUppercase, !words.isEmpty { words += " " }
        words += ch.lowercased()
    }
    return words.replacingOccurrences(of: " expr", with: " expressions").replacingOccurrences(of: " stmt", with: " statements").replacingOccurrences(of: " decl", with: " declarations")
}
