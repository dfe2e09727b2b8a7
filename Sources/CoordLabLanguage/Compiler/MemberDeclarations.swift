import CoordLabSema
import CoordLabSyntax
import SwiftSyntax

/// Registering the members of classes, structs, enums, protocols and extensions.
extension Compiler {
    /// Registers every member declared in a type body or extension.
    ///
    /// An extension may not add storage or a `deinit`, as swiftc says: the class's layout
    /// and teardown are fixed by its own body.
    func declareMembers(_ block: MemberBlockSyntax, in t: NominalType, inExtension: Bool = false) throws {
        for member in block.members {
            let decl = member.decl
            if let v = decl.as(VariableDeclSyntax.self) {
                try declareProperty(v, in: t, inExtension: inExtension)
            } else if let f = decl.as(FunctionDeclSyntax.self) {
                let isStatic = f.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
                let code = try functionHeader(f, kind: isStatic ? .function : .method, hasSelf: true)
                code.owner = t
                // A static method of a program's generic type binds the type's parameters as
                // its own at each call (see `StaticGenericMembers` in the checker).
                if isStatic, !(t is ProtocolType), !t.genericParameters.isEmpty, typed?.isFramework != true {
                    code.genericParameters = t.genericParameters + code.genericParameters
                }
                if code.isMutating { interpreter.mutatingMethodNames.insert(code.name) }
                if f.body == nil {
                    if let p = t as? ProtocolType {
                        p.requirements.insert(code.name)
                        if isStatic { p.requiredStaticMethods[code.name, default: []].append(code) }
                        else { p.requiredMethods[code.name, default: []].append(code) }
                    }
                    continue
                }
                if isStatic {
                    try add(code, to: &t.staticMethods, key: "\(t.name).static.\(code.selector)", at: f)
                } else {
                    try add(code, to: &t.methods, key: "\(t.name).\(code.selector)", at: f)
                }
                (t as? ClassType)?.methodCache = [:]
                compileLater { [unowned self] in
                    try compileBody(code, f.body, params: f.signature.parameterClause, selfType: t, isStatic: isStatic, at: f)
                }
            } else if let i = decl.as(InitializerDeclSyntax.self) {
                try declareInit(i, in: t)
            } else if let d = decl.as(DeinitializerDeclSyntax.self) {
                guard let c = t as? ClassType, !inExtension else { throw CompileError("deinitializers may only be declared within a class", at: loc(d)) }
                let code = FunctionCode(name: "deinit", kind: .deinitializer, params: [], returnSpec: .unknown,
                                        hasSelf: true, isMutating: false, location: loc(d))
                code.owner = c
                c.deinitCode = code
                compileLater { [unowned self] in try compileBody(code, d.body, params: nil, selfType: t, at: d) }
            } else if let e = decl.as(EnumCaseDeclSyntax.self) {
                guard let et = t as? EnumType else { throw CompileError("enum 'case' is not allowed outside of an enum", at: loc(e)) }
                for el in e.elements {
                    // A keyword used as a case name is written in backticks (`default`).
                    let caseName = el.name.identifier?.name ?? el.name.text
                    if let p = el.parameterClause {
                        try declarePayloadCase(caseName, p, in: et)
                        continue
                    }
                    var raw: Value? = nil
                    if let r = el.rawValue?.value {
                        raw = try literalValue(r)
                    } else if et.rawType == "String" {
                        raw = .string(caseName)
                    } else if et.rawType == "Int" || SizedInteger.named(et.rawType ?? "") != nil {
                        raw = .int(Int(truncatingIfNeeded: (et.cases.last?.rawValue?.integerNumber ?? -1) + 1))
                    }
                    // A sized integer raw type (`enum Code: UInt8`) keeps its values as that type.
                    if let kind = SizedInteger.named(et.rawType ?? ""), let n = raw?.integerNumber {
                        raw = .sized(SizedInt(kind.truncating(n), kind))
                    }
                    // A floating-point one: `case a = 1` is `1.0`, and an implicit value is one
                    // more than the case before's (from `0.0`).
                    if et.rawType == "Double" || et.rawType == "Float" {
                        let previous: Double? = switch et.cases.last?.rawValue {
                        case .double(let d)?: d
                        case .float(let f)?: Double(f)
                        case nil: -1
                        default: nil
                        }
                        let value: Double? = switch raw {
                        case .int(let n)?: Double(n)
                        case .double(let d)?: d
                        case nil: previous.map { $0 + 1 }
                        default: nil
                        }
                        if let value { raw = et.rawType == "Float" ? .float(Float(value)) : .double(value) }
                    }
                    et.cases.append(.init(name: caseName, rawValue: raw))
                    et.values.append(EnumCase(type: et, index: et.values.count))
                }
            } else if let sd = decl.as(SubscriptDeclSyntax.self) {
                try declareSubscript(sd, in: t)
            } else if decl.is(TypeAliasDeclSyntax.self) {
                continue  // registered by `declareTypeAliases`
            } else if decl.is(AssociatedTypeDeclSyntax.self) && t is ProtocolType {
                continue
            } else if decl.is(ClassDeclSyntax.self) || decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
                        || decl.is(ProtocolDeclSyntax.self) {
                try declareType(decl)
                let name = decl.as(ClassDeclSyntax.self)?.name ?? decl.as(StructDeclSyntax.self)?.name
                    ?? decl.as(EnumDeclSyntax.self)?.name ?? decl.as(ProtocolDeclSyntax.self)?.name
                if let name { interpreter.types[name.text]?.nominal?.outer = t }
            } else {
                throw CompileError.unsupported(describeKind(decl), at: loc(decl))
            }
        }
    }

    /// A literal used as an enum raw value.
    private func literalValue(_ e: ExprSyntax) throws -> Value {
        if let i = e.as(IntegerLiteralExprSyntax.self), let n = SizedInteger.literalValue(i.literal.text).flatMap({ Int(exactly: $0) }) {
            return .int(n)
        }
        if let s = e.as(StringLiteralExprSyntax.self) { return .string(s.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()) }
        if let d = e.as(FloatLiteralExprSyntax.self), let x = Double(d.literal.text) { return .double(x) }
        throw CompileError.unsupported("this raw value", at: loc(e))
    }

    /// A stored, computed, static or lazy property.
    private func declareProperty(_ v: VariableDeclSyntax, in t: NominalType, inExtension: Bool) throws {
        let wrapper = SwiftAttributes.wrapper(of: v)
        try rejectAttributes(v.attributes, except: wrapper)
        let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        let isLazy = v.modifiers.contains { $0.name.text == "lazy" }
        let kind = referenceKind(v.modifiers)
        let isLet = v.bindingSpecifier.text == "let"
        for b in v.bindings {
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.bareText else {
                throw CompileError.unsupported("destructuring declarations", at: loc(b.pattern))
            }
            let spec = declaredSpec(b)
            if let acc = b.accessorBlock {
                if t is ProtocolType, !inExtension {
                    (t as? ProtocolType)?.requirements.insert(name)
                    continue
                }
                if try accessorShape(acc) == .observers {
                    try declareObservers(name, acc, spec: spec, in: t, isStatic: isStatic)
                    // An `override` observes the superclass's storage; otherwise the
                    // property is stored here, as any other.
                    if v.modifiers.contains(where: { $0.name.text == "override" }) { continue }
                } else {
                    try declareComputed(name, acc, spec: spec, in: t, isStatic: isStatic)
                    try declareSetter(name, acc, spec: spec, in: t, isStatic: isStatic)
                    continue
                }
            }
            if isStatic {
                let s = StaticStorage(name: name, kind: kind, spec: spec)
                t.statics[name] = s
                if let initial = b.initializer?.value {
                    compileLater { [unowned self] in s.initial = try compileDetached(initial, spec: spec, selfType: t) }
                }
                continue
            }
            if inExtension { throw CompileError("extensions must not contain stored properties", at: loc(b)) }
            if let wrapper {
                try declareWrapped(name, b, wrapper, in: t)
                continue
            }
            let field = FieldInfo(name: name, kind: kind, isLet: isLet, spec: spec, ownerName: t.name)
            if let initial = b.initializer?.value {
                if isLazy {
                    if t is StructType { hasLazyStructFields = true }
                    let getter = FunctionCode(name: name, kind: .getter, params: [], returnSpec: spec, hasSelf: true,
                                              isMutating: false, location: loc(initial))
                    getter.owner = t
                    field.lazyInitial = getter
                    compileLater { [unowned self] in try compileExpressionBody(getter, initial, selfType: t) }
                } else if let c = t as? ClassType, !c.genericParameters.isEmpty {
                    // Run on the object being made, for the generic arguments it makes values from.
                    let getter = FunctionCode(name: name, kind: .getter, params: [], returnSpec: spec, hasSelf: true,
                                              isMutating: false, location: loc(initial))
                    getter.owner = t
                    field.initial = GenericFieldDefault(getter: getter, loc: loc(initial))
                    compileLater { [unowned self] in try compileExpressionBody(getter, initial, selfType: t) }
                } else {
                    compileLater { [unowned self] in field.initial = try compileDetached(initial, spec: spec, selfType: nil, isolatedTo: t) }
                }
            }
            switch t {
            case let c as ClassType: c.ownFields.append(field)
            case let s as StructType:
                s.fieldIndex[name] = s.fields.count
                s.fields.append(field)
            default:
                throw CompileError("\(t is EnumType ? "enums" : "extensions") must not contain stored properties", at: loc(b))
            }
        }
    }

    /// A computed property's getter (`var x: T { … }` or `{ get { … } set { … } }`).
    func declareComputed(_ name: String, _ acc: AccessorBlockSyntax, spec: TypeSpec, in t: NominalType,
                                 isStatic: Bool) throws {
        let getter = FunctionCode(name: name, kind: .getter, params: [], returnSpec: spec, hasSelf: true,
                                  isMutating: false, location: loc(acc))
        getter.owner = t
        // A static one of a program's generic type binds the type's parameters at each read
        // (see `staticGenericProperty` in the checker), as a static method does.
        if isStatic, !(t is ProtocolType), !t.genericParameters.isEmpty, typed?.isFramework != true {
            getter.genericParameters = t.genericParameters
        }
        switch acc.accessors {
        case .getter(let items):
            compileLater { [unowned self] in try compileBody(getter, items, selfType: t, isStatic: isStatic, at: acc) }
        case .accessors(let list):
            for a in list {
                let k = a.accessorSpecifier.text
                if k == "get" {
                    getter.isAsync = a.effectSpecifiers?.asyncSpecifier != nil
                    compileLater { [unowned self] in
                        try compileBody(getter, a.body?.statements ?? [], selfType: t, isStatic: isStatic, at: a)
                    }
                }
            }
        }
        // `var total` in `extension P where Element: Numeric` and again in `extension P where
        // Element == String`: Swift reads the one whose constraints the type meets.
        if t is ProtocolType, constrainedlyExtended.contains(t.name), !declaredNow.insert("\(t.name).computed.\(isStatic).\(name)").inserted {
            throw CompileError.unsupported("a protocol extension's member declared again under other constraints ('\(name)')", at: loc(acc))
        }
        if isStatic { t.staticComputed[name] = getter } else { t.computed[name] = getter }
    }

    /// An initializer of a class or struct.
    private func declareInit(_ i: InitializerDeclSyntax, in t: NominalType) throws {
        let convenience = i.modifiers.contains { $0.name.text == "convenience" }
        let code = FunctionCode(name: "init", kind: convenience ? .convenienceInit : .initializer,
                                params: try parameters(i.signature.parameterClause), returnSpec: .unknown,
                                hasSelf: true, isMutating: t is StructType || t is EnumType || t is ProtocolType, location: loc(i))
        code.owner = t
        code.isFailable = i.optionalMark != nil
        code.isThrowing = i.signature.effectSpecifiers?.throwsClause != nil
        code.isAsync = i.signature.effectSpecifiers?.asyncSpecifier != nil
        code.thrownSpec = i.signature.effectSpecifiers?.throwsClause?.type.map { TypeSpec($0) }
        code.delegates = i.body.map { calls(init: $0) } ?? false
        guard i.body != nil else { return }
        switch t {
        case let c as ClassType: c.inits.append(code)
        case let s as StructType: s.inits.append(code)
        case let e as EnumType: e.inits.append(code)
        case let p as ProtocolType:
            // An initializer a protocol extension gives every conforming type: it delegates
            // to the conformer's own (`self.init(…)`), whatever that type is.
            if code.isFailable || code.isThrowing {
                throw CompileError.unsupported("failable or throwing initializers declared in a protocol extension", at: loc(i.initKeyword))
            }
            p.inits.append(code)
        default: throw CompileError.unsupported("initializers in this kind of type", at: loc(i))
        }
        compileLater { [unowned self] in
            try compileBody(code, i.body, params: i.signature.parameterClause, selfType: t, at: i)
        }
    }

    /// Whether an initializer body calls `super.init` or `self.init`.
    private func calls(init body: CodeBlockSyntax) -> Bool {
        let text = body.description
        return text.contains("super.init") || text.contains("self.init")
    }

    /// Parameters, labels and default values of a function signature.
    func parameters(_ clause: FunctionParameterClauseSyntax) throws -> [Parameter] {
        try clause.parameters.map { p in
            let label = p.firstName.text == "_" ? nil : p.firstName.text
            let name = p.secondName?.text ?? p.firstName.text
            let spec = TypeSpec(p.type)
            var def: Expr? = nil
            let metatypeDefault = p.defaultValue.flatMap { Self.ownParameterMetatype($0.value, of: clause) }
            if metatypeDefault != nil { def = Literal(.void, loc: loc(p)) }
            else if let d = p.defaultValue?.value { def = try compileDetached(d, spec: spec, selfType: nil) }
            var parameter = Parameter(label: label, name: name, spec: spec, defaultValue: def)
            parameter.metatypeDefault = metatypeDefault
            parameter.isInout = p.type.as(AttributedTypeSyntax.self)?.specifiers.contains { $0.trimmedDescription == "inout" } ?? false
            parameter.isVariadic = p.ellipsis != nil
            parameter.writtenType = p.type.trimmedDescription
            return parameter
        }
    }

    /// `T.self` written as the default of a parameter of a function generic over `T`: `T`.
    static func ownParameterMetatype(_ e: ExprSyntax, of clause: FunctionParameterClauseSyntax) -> String? {
        guard let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "self",
              let name = m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let generics = clause.parent?.parent?.as(FunctionDeclSyntax.self)?.genericParameterClause
            ?? clause.parent?.parent?.as(InitializerDeclSyntax.self)?.genericParameterClause
        return generics?.parameters.contains { $0.name.text == name } == true ? name : nil
    }

    /// The header of a function or method: name, parameters, return type.
    func functionHeader(_ f: FunctionDeclSyntax, kind: FunctionCode.Kind, hasSelf: Bool) throws -> FunctionCode {
        var params = try parameters(f.signature.parameterClause)
        var name = f.name.identifier?.name ?? f.name.text
        if case .binaryOperator = f.name.tokenKind {
            // A type's own `static func + (lhs: T, rhs: U)`, which `a + b` calls when `a` is a
            // T (see `declaredOperatorCall`); operator parameters have no argument labels.
            // A top-level one (`func <> (l: String, r: String) -> String`) is called by
            // `a <> b` too (see `globalOperatorCall`). A prefix or postfix one (`prefix func
            // √`, `static prefix func -`) is named by its fixity (see `fixedOperatorCall`).
            let fixity = f.modifiers.first { ["prefix", "postfix"].contains($0.name.text) }?.name.text
            guard kind == .function, params.count == (fixity == nil ? 2 : 1) else {
                throw CompileError.unsupported("operator functions of this shape", at: loc(f))
            }
            params = params.map { var p = $0; p.label = nil; return p }
            if let fixity { name = Self.fixedOperatorName(fixity, name) }
        }
        let mutating = f.modifiers.contains { $0.name.text == "mutating" }
        let code = FunctionCode(name: name, kind: kind, params: params,
                                returnSpec: TypeSpec(f.signature.returnClause?.type), hasSelf: hasSelf,
                                isMutating: mutating, location: loc(f))
        code.genericParameters = f.genericParameterClause?.parameters.map(\.name.text) ?? []
        code.genericRequirements = [f.genericParameterClause?.trimmedDescription, f.genericWhereClause?.trimmedDescription]
            .compactMap { $0 }.joined(separator: " ")
        code.isThrowing = f.signature.effectSpecifiers?.throwsClause != nil
        code.isAsync = f.signature.effectSpecifiers?.asyncSpecifier != nil
        code.isRethrows = f.signature.effectSpecifiers?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows)
        code.thrownSpec = f.signature.effectSpecifiers?.throwsClause?.type.map { TypeSpec($0) }
        return code
    }
}
