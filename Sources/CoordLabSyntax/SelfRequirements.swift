import SwiftSyntax

/// The types a protocol extension's `where Self: …` requirements name (`UIViewController`
/// in `extension Coordinated where Self: UIViewController`): inside it, `self` is one, so
/// a class among them lends its members to `self`.
public enum SelfRequirements {
    /// The names in `Self: Name` requirements of the extension around `node`, in order.
    public static func names(around node: some SyntaxProtocol) -> [String] {
        var parent = node.parent
        while let p = parent, !p.is(ExtensionDeclSyntax.self) { parent = p.parent }
        return (parent?.as(ExtensionDeclSyntax.self)?.genericWhereClause?.requirements ?? []).compactMap { r in
            guard case .conformanceRequirement(let c) = r.requirement,
                  c.leftType.as(IdentifierTypeSyntax.self)?.name.text == "Self" else { return nil }
            return c.rightType.as(IdentifierTypeSyntax.self)?.name.text
        }
    }
}
