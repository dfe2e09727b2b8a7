import SwiftSyntax

/// Expressions whose type only their context gives: empty collection literals (`[]`,
/// `[:]`) and implicit members (`.none`, `.init()`, `.idle`).
enum ContextualLiterals {
    /// Whether `e` has no type of its own without a context.
    static func needsContext(_ e: ExprSyntax) -> Bool {
        if let a = e.as(ArrayExprSyntax.self) { return a.elements.isEmpty }
        if let d = e.as(DictionaryExprSyntax.self) { return d.content.is(TokenSyntax.self) }
        if let m = e.as(MemberAccessExprSyntax.self) { return m.base == nil }
        if let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self) { return m.base == nil }
        return false
    }
}
