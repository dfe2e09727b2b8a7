import SwiftSyntax

/// A dictionary type keyed by a generic parameter that nothing requires to be Hashable
/// (`[Key: Value]` in `struct Cache<Key, Value>`): refused in swiftc's words, at the
/// dictionary type, as swiftc refuses it.
extension BodyChecker {
    /// Checks every `[K: V]` written in `tree` whose key is such a parameter.
    func checkGenericDictionaryKeys(in tree: some SyntaxProtocol) {
        let squares = tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .leftSquare }
        for d in squares.compactMap({ $0.parent?.as(DictionaryTypeSyntax.self) }) {
            guard let key = d.key.as(IdentifierTypeSyntax.self), key.genericArgumentClause == nil,
                  Self.isUnconstrainedGenericParameter(key.name.bareText, around: d) else { continue }
            error("type '\(key.name.bareText)' does not conform to protocol 'Hashable'", at: d)
        }
    }

    /// Whether `name`, written at `node`, is the generic parameter of the nearest declaration
    /// around it that declares one of that name, and neither its clause nor a `where` clause
    /// around it constrains it. An extension's code is left alone (its type's clause is elsewhere).
    static func isUnconstrainedGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let n = current {
            if n.is(ExtensionDeclSyntax.self) || n.is(ProtocolDeclSyntax.self) { return false }
            if let (clause, whereClause) = genericClauses(of: n) {
                if constrains(whereClause, name) { return false }
                if let p = clause?.parameters.first(where: { $0.name.bareText == name }) { return p.inheritedType == nil }
            }
            current = n.parent
        }
        return false
    }

    /// The generic parameter and `where` clauses of a declaration that may have them.
    private static func genericClauses(of n: Syntax) -> (GenericParameterClauseSyntax?, GenericWhereClauseSyntax?)? {
        if let d = n.as(StructDeclSyntax.self) { return (d.genericParameterClause, d.genericWhereClause) }
        if let d = n.as(ClassDeclSyntax.self) { return (d.genericParameterClause, d.genericWhereClause) }
        if let d = n.as(EnumDeclSyntax.self) { return (d.genericParameterClause, d.genericWhereClause) }
        if let d = n.as(FunctionDeclSyntax.self) { return (d.genericParameterClause, d.genericWhereClause) }
        if let d = n.as(InitializerDeclSyntax.self) { return (d.genericParameterClause, d.genericWhereClause) }
        if let d = n.as(SubscriptDeclSyntax.self) { return (d.genericParameterClause, d.genericWhereClause) }
        if let d = n.as(TypeAliasDeclSyntax.self) { return (d.genericParameterClause, d.genericWhereClause) }
        return nil
    }

    /// Whether a `where` clause names `name` on the left of a requirement.
    private static func constrains(_ clause: GenericWhereClauseSyntax?, _ name: String) -> Bool {
        clause?.requirements.contains { r in
            switch r.requirement {
            case .conformanceRequirement(let c): return c.leftType.trimmedDescription == name
            case .sameTypeRequirement(let s): return s.leftType.trimmedDescription == name
            default: return false
            }
        } ?? false
    }
}
