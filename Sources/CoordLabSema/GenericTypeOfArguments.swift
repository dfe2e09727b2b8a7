import SwiftSyntax

/// `type(of:)` of a container whose elements are a constrained generic parameter's values
/// (`xs: [T]` with `T: P`): swiftc's static type is the argument the call bound
/// (`Array<A>`), while the checker types `T`'s values by their constraint, so the
/// protocol in its place would print `Array<P>`. Such a type is not the static type
/// `type(of:)` spells; it is left unknown, and coordlab says it cannot tell rather than
/// print the protocol.
extension BodyChecker {
    /// The static type `type(of:)` may spell for argument `e` typed `t` here: `t`; or, when
    /// a protocol constraining a generic parameter in scope stands inside it, the type with
    /// the parameter in its place where `e` names a parameter of the function or a property
    /// of `self` (filled in when it runs), unknown otherwise.
    func typeOfArgumentSpelling(_ e: ExprSyntax, typed t: SemaType) -> SemaType {
        var constraints = Set(parameterConstraints.values)
        var ownConstrained: [String] = []
        if !symbolicParameters.isEmpty, let selfType, let decl = declarations.types[selfType] {
            for (p, bound) in decl.genericConstraints {
                guard case .named(let c) = bound else { continue }
                constraints.insert(c)
                ownConstrained.append(p)
            }
        }
        guard !constraints.isEmpty, t.nests(anyOf: constraints) else { return t }
        if let r = e.as(DeclReferenceExprSyntax.self), r.argumentNames == nil, let local = local(r.baseName.bareText) {
            return local.symbolicType ?? .unknown
        }
        guard let name = selfPropertyName(e), !ownConstrained.isEmpty, let selfType, let decl = declarations.types[selfType],
              let ms = decl.members[name], ms.count == 1, ms[0].kind == .property, !ms[0].isStatic else { return .unknown }
        let declared = ms[0].genericType.flatMap { $0 == .unknown ? nil : $0 } ?? propertyType(ms[0], owner: selfType)
        return declared.substituting(Dictionary(uniqueKeysWithValues: ownConstrained.map { ($0, .parameter($0)) }))
    }

    /// The property `e` reads from `self`: `name` (no local hides it) or `self.name`.
    private func selfPropertyName(_ e: ExprSyntax) -> String? {
        if let r = e.as(DeclReferenceExprSyntax.self), r.argumentNames == nil, local(r.baseName.bareText) == nil {
            return r.baseName.bareText
        }
        guard let m = e.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self),
              base.baseName.tokenKind == .keyword(.self) else { return nil }
        return m.declName.baseName.bareText
    }
}

extension SemaType {
    /// Whether one of `names` is an element, a generic argument or a part of a tuple or
    /// function in this type (not the type itself).
    fileprivate func nests(anyOf names: Set<String>) -> Bool {
        switch self {
        case .optional(let t), .array(let t), .slice(let t), .set(let t), .metatype(let t): return t.isOrNests(anyOf: names)
        case .dictionary(let k, let v): return k.isOrNests(anyOf: names) || v.isOrNests(anyOf: names)
        case .tuple(let es): return es.contains { $0.type.isOrNests(anyOf: names) }
        case .function(let ps, let r): return r.isOrNests(anyOf: names) || ps.contains { $0.isOrNests(anyOf: names) }
        case .generic(_, let args): return args.contains { $0.isOrNests(anyOf: names) }
        case .named, .parameter, .unknown: return false
        }
    }

    private func isOrNests(anyOf names: Set<String>) -> Bool {
        if case .named(let n) = self { return names.contains(n) }
        return nests(anyOf: names)
    }
}
