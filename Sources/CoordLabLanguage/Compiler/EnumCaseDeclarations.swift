import CoordLabSyntax
import SwiftSyntax

/// Enum cases with associated values: declaring them and resolving a case by name.
extension Compiler {
    /// Registers `case name(label: T, U)`.
    func declarePayloadCase(_ name: String, _ p: EnumCaseParameterClauseSyntax, in et: EnumType) throws {
        var labels: [String?] = []
        var specs: [TypeSpec] = []
        var defaults: [Expr?] = []
        for param in p.parameters {
            let label = param.firstName.map { $0.text == "_" ? nil : $0.text } ?? nil
            labels.append(label)
            specs.append(TypeSpec(param.type))
            defaults.append(try param.defaultValue.map { try compileDetached($0.value, spec: TypeSpec(param.type), selfType: nil) })
        }
        if labels.isEmpty { throw CompileError.unsupported("enum cases with an empty associated value list", at: loc(p)) }
        et.cases.append(.init(name: name, rawValue: nil, payloadLabels: labels, payloadSpecs: specs, payloadDefaults: defaults))
        et.values.append(EnumCase(type: et, index: et.values.count))
        et.hasPayloads = true
    }

    /// The enum case named `name`: of the type `typeName` when that is an enum, else of the
    /// only enum that has such a case (with associated values, when `payloadOnly`: a case
    /// written with values cannot be a simple case of another enum).
    func resolveCase(_ name: String, typeName: String, payloadOnly: Bool = false) -> (EnumType, Int)? {
        if case .enumType(let e)? = interpreter.types[typeName] {
            guard let k = e.cases.firstIndex(where: { $0.name == name }) else { return nil }
            return (e, k)
        }
        var found: [(EnumType, Int)] = []
        for t in interpreter.types.values {
            if case .enumType(let e) = t,
               let k = e.cases.firstIndex(where: { $0.name == name && (!payloadOnly || $0.payloadLabels != nil) }) {
                found.append((e, k))
            }
        }
        return found.count == 1 ? found[0] : nil
    }
}

/// Constructing cases with associated values.
extension Compiler {
    /// The payload case a call's callee names (`.detail` with the type from context,
    /// `Route.detail`), if it names one.
    func payloadCaseCallee(_ m: MemberAccessExprSyntax, _ ctx: FunctionContext, expected: TypeSpec?) -> (EnumType, Int)? {
        let name = m.declName.baseName.text
        let found: (EnumType, Int)?
        if let base = m.base {
            guard let e = enumType(namedBy: base, ctx) else { return nil }
            found = resolveCase(name, typeName: e.name)
        } else if let n = expected?.name, !n.isEmpty, let t = interpreter.types[n] {
            guard case .enumType = t else { return nil }
            found = resolveCase(name, typeName: n)
        } else {
            found = resolveCase(name, typeName: "", payloadOnly: true)
        }
        guard let (e, k) = found, e.cases[k].payloadLabels != nil else { return nil }
        return (e, k)
    }

    /// The enum a member access's base names (`Route`, `Loadable<Int>`, a nested
    /// `SettingsCoordinator.Route`, an alias `LoadResult` of `Result<User, LoadError>`),
    /// unless a local or global of that name hides it.
    func enumType(namedBy base: ExprSyntax, _ ctx: FunctionContext) -> EnumType? {
        if let path = base.as(MemberAccessExprSyntax.self), let outer = path.base,
           case .enumType(let e)? = nestedType(outer, path.declName.baseName.text) {
            return e
        }
        let reference = base.as(DeclReferenceExprSyntax.self)
            ?? base.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)
        guard let d = reference, ctx.lookup(d.baseName.text, loc: loc(base)) == nil, globals[d.baseName.text] == nil,
              case .enumType(let e)? = interpreter.types[d.baseName.text] ?? aliasedType(d.baseName.text) else { return nil }
        return e
    }

    /// `case(args)` for a case with associated values; the labels must be the declared ones.
    func compilePayloadConstruct(_ e: EnumType, _ k: Int, _ a: Arguments, _ ctx: FunctionContext,
                                 at l: CodeLocation) throws -> Expr {
        let c = e.cases[k]
        let labels = c.payloadLabels ?? []
        // Which written argument gives each associated value, in order; one with a default may be left out.
        var given: [Int?] = []
        var next = 0
        for (j, label) in labels.enumerated() {
            let isTrailing = next >= a.labels.count - a.trailing && next < a.labels.count && a.labels[next] == nil
            if next < a.labels.count, isTrailing || a.labels[next] == label {
                given.append(next)
                next += 1
            } else if j < c.payloadDefaults.count, c.payloadDefaults[j] != nil {
                given.append(nil)
            } else {
                next = -1
                break
            }
        }
        guard next == a.labels.count else {
            let want = labels.map { ($0 ?? "_") + ":" }.joined()
            throw CompileError("enum case '\(c.name)' takes the associated values (\(want))", at: l)
        }
        let generic = try genericArguments(constructing: .enumType(e), in: a.call, at: l)
        let args = try given.enumerated().map { j, written in
            guard let written else { return c.payloadDefaults[j]! }
            let x = a.exprs[written]
            return try compileExpr(x, ctx, expected: typed?.genericArgumentType(of: x).map(TypeSpec.init) ?? c.payloadSpecs[j])
        }
        let construct = EnumConstruct(type: e, index: k, args: args, loc: l)
        if given.contains(nil) {
            construct.evaluationOrder = given.indices.filter { given[$0] != nil } + given.indices.filter { given[$0] == nil }
        }
        construct.genericArguments = generic
        construct.genericTemplate = try genericTemplate(for: generic, in: ctx, at: l)
        return construct
    }

    /// Refuses a case with associated values named without a call (a function value).
    func refuseCaseAsFunction(_ e: EnumType, _ c: EnumCase, at l: CodeLocation) throws {
        if e.cases[c.index].payloadLabels != nil {
            throw CompileError.unsupported("enum cases with associated values used as functions", at: l)
        }
    }
}

/// Equality of enums with associated values, which Swift synthesizes only on request.
extension Compiler {
    /// swiftc's error for `==`/`!=` on an enum with associated values that does not declare
    /// `Equatable` (or `Hashable`, or `Comparable`), when either operand's type is known to be one.
    func requireEquatable(_ lhs: Expr, _ rhs: Expr, _ op: String, at l: CodeLocation) throws {
        for side in [lhs, rhs] {
            var e: EnumType?
            if case .enumType(let t)? = interpreter.types[side.staticSpec.name] { e = t }
            if let lit = side as? Literal, case .enumCase(let c) = lit.value { e = c.type }
            guard let t = e, t.hasPayloads else { continue }
            let names = t.allProtocols().map(\.name) + t.inheritedNames
            if names.contains("Equatable") || names.contains("Hashable") || names.contains("Comparable") { continue }
            throw CompileError("binary operator '\(op)' cannot be applied to two '\(t.name)' operands", at: l)
        }
    }
}
