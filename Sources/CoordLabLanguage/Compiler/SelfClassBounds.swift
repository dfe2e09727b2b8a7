import SwiftSyntax

/// The class a protocol extension's `where Self: SomeClass` requirement binds `Self` to:
/// inside it, the class's members are members of `self` (`title` in an extension of
/// `Coordinated where Self: UIViewController`).
extension Compiler {
    /// The class named by a `Self: SomeClass` requirement of the extension around `node`.
    func selfClassBound(around node: some SyntaxProtocol) -> ClassType? {
        var parent = node.parent
        while let p = parent, !p.is(ExtensionDeclSyntax.self) { parent = p.parent }
        for r in parent?.as(ExtensionDeclSyntax.self)?.genericWhereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let c) = r.requirement,
                  c.leftType.as(IdentifierTypeSyntax.self)?.name.text == "Self",
                  let name = c.rightType.as(IdentifierTypeSyntax.self)?.name.text,
                  let bound = interpreter.types[name]?.nominal as? ClassType else { continue }
            return bound
        }
        return nil
    }
}
