import SwiftSyntax

/// Names qualified by their module (`Swift.min`, `UIKit.UIViewController`,
/// `Swift.Result<Int, Error>`): the module a program may name, and the name it qualifies.
public enum ModuleNames {
    /// The modules a program may write before a name.
    public static let known: Set<String> = ["Swift", "UIKit", "Foundation", "Combine", "Dispatch"]

    /// The name `e` qualifies when it is `Module.name` with a known module (`min` of
    /// `Swift.min`); nil for anything else. `isShadowed` tells whether the program itself
    /// declares something of the module's name, which then is what it means.
    public static func unqualified(_ e: ExprSyntax, isShadowed: (String) -> Bool) -> DeclReferenceExprSyntax? {
        guard let m = e.as(MemberAccessExprSyntax.self), let base = m.base?.as(DeclReferenceExprSyntax.self),
              known.contains(base.baseName.text), !isShadowed(base.baseName.text) else { return nil }
        return m.declName
    }

    /// The type `t` names when it is `Module.Type` with a known module; nil otherwise.
    public static func unqualified(_ t: MemberTypeSyntax, isShadowed: (String) -> Bool) -> IdentifierTypeSyntax? {
        guard let base = t.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
              known.contains(base.name.text), !isShadowed(base.name.text) else { return nil }
        return IdentifierTypeSyntax(name: t.name, genericArgumentClause: t.genericArgumentClause)
    }
}
