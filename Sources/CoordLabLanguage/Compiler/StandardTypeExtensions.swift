import CoordLabSema
import SwiftSyntax

/// `extension Array where Element: Coordinator { … }`, `extension String { … }`: members a
/// program adds to a standard type or protocol, kept by its holder (see
/// `Interpreter.standardExtensionHolder`) and found by standard values at run time.
extension Compiler {
    /// Registers the members of an extension of the standard type or protocol `name`.
    ///
    /// The checker has checked each use against the extension's constraints; at run time
    /// a value finds the member by name and labels, so two extensions that declare the same
    /// method under different constraints (`where Element == Int`, `where Element ==
    /// String`) are refused: coordlab could not tell which one a call means.
    func declareStandardExtension(_ x: ExtensionDeclSyntax, of name: String) throws {
        if let clause = x.inheritanceClause {
            throw CompileError.unsupported("conformances added to standard types ('\(name): \(clause.inheritedTypes.trimmedDescription)')",
                                           at: loc(clause))
        }
        let holder = interpreter.standardExtensionHolder(name, at: loc(x))
        let constraint = x.genericWhereClause?.requirements.trimmedDescription ?? ""
        for member in x.memberBlock.members {
            guard let f = member.decl.as(FunctionDeclSyntax.self) else { continue }
            let labels = f.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
            let key = "\(name).\(f.name.text)(\(labels))"
            if let earlier = standardExtensionConstraints[key], earlier != constraint {
                throw CompileError.unsupported("two extensions of '\(name)' that declare '\(f.name.text)(\(labels))' under different constraints",
                                               at: loc(f.name))
            }
            standardExtensionConstraints[key] = constraint
        }
        try declareMembers(x.memberBlock, in: holder, inExtension: true)
    }

    /// Whether `name` is a member the standard library gives `self` inside an extension of
    /// a standard type (`count`, `filter`, `append`), so that a bare use means `self.name`.
    func isStandardMember(_ name: String, ofExtended t: NominalType) -> Bool {
        guard t.extendsStandardType else { return false }
        let kinds = StandardExtensions.conformances.filter { $0.value.contains(t.name) }.map(\.key)
        return kinds.contains { StandardLibraryMembers.byType[$0]?.contains(name) == true }
    }
}
