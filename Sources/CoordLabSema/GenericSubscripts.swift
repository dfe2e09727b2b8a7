import SwiftSyntax

/// Generic subscripts (`subscript<T>(key: Key<T>) -> T?` of a typed-key container): a use
/// binds the subscript's own parameters as a call of a generic method does, and the
/// compiler gives the running getter or setter what they were bound to.
extension DeclarationCollector {
    /// The signature of subscript `s` of `owner` with its own generic parameters; nil for a
    /// subscript without them.
    func genericSubscriptSignature(_ s: SubscriptDeclSyntax, in owner: String, shapes: [ParameterShape]?) -> GenericSignature? {
        guard let clause = s.genericParameterClause else { return nil }
        let own = clause.parameters.map(\.name.bareText)
        let bound = Set(own)
        var g = GenericSignature(parameters: own,
                                 parameterTypes: s.parameterClause.parameters.map { declarations.resolve($0.type, in: owner, parameters: bound) },
                                 result: declarations.resolve(s.returnClause.type, in: owner, parameters: bound),
                                 isFramework: isFramework, shapes: shapes)
        g.associatedSameTypes = associatedSameTypes(s.genericWhereClause, parameters: bound, in: owner)
        return g
    }
}

extension BodyChecker {
    /// The type of `s`, a use of generic subscript `m` whose signature is `g`: what its
    /// arguments bind (recorded for the compiler, as a call's).
    func genericSubscriptType(_ g: GenericSignature, for s: SubscriptCallExprSyntax) -> SemaType {
        genericCallType(g, named: "subscript", call: CallArguments(s), expected: .unknown)
    }

    /// Checks a generic subscript's accessors as a generic method's body: its own
    /// parameters constrained by a protocol have its members, the others stay symbolic.
    func checkGenericSubscript(_ s: SubscriptDeclSyntax, _ accessors: AccessorBlockSyntax, owner: String) {
        refuseGenericSubscript(s, owner: owner)
        let generics = genericConstraints(s.genericParameterClause, s.genericWhereClause)
        let constrained = generics.filter { $0.value != .unknown }
        let savedConstraints = parameterConstraints
        defer { parameterConstraints = savedConstraints }
        parameterConstraints = constrained.compactMapValues { if case .named(let c) = $0 { return c } else { return nil } }
        let result = resolveHere(s.returnClause.type, parameters: Set(generics.keys)).substituting(constrained)
        inMember(of: owner, isStatic: false, returning: result) {
            symbolicParameters.formUnion(generics.keys.filter { constrained[$0] == nil })
            declareParameters(s.parameterClause.parameters, generics: generics)
            checkAccessors(accessors, valueType: result)
        }
    }

    /// Refuses a generic subscript coordlab cannot run: one of a generic type or of a
    /// protocol, whose own parameters would meet the type's or `Self`'s, erased.
    private func refuseGenericSubscript(_ s: SubscriptDeclSyntax, owner: String) {
        guard let clause = s.genericParameterClause else { return }
        let decl = declarations.types[owner]
        if decl?.genericParameters.isEmpty == false || decl?.kind == .protocolType || decl == nil {
            unsupported("generic subscripts of generic types, protocols or standard types", at: clause)
        }
    }
}

extension CallArguments {
    /// The arguments of a subscript's use (`container[key: loggerKey]`).
    init(_ s: SubscriptCallExprSyntax) {
        id = s.id
        callee = s.calledExpression
        syntax = nil
        arguments = s.arguments.map { ($0.label?.text, $0.expression) }
    }
}
