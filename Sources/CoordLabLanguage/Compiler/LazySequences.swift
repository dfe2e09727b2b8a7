import CoordLabSyntax
import SwiftSyntax

/// `x.reversed()`, `x.enumerated()`, `zip(a, b)` and `joined()` of an array of arrays give lazy
/// wrappers in Swift that print as `ReversedCollection<…>(_base: …)`; coordlab makes arrays of them. Iterating, `Array(…)`
/// and `String(…)` agree; printing or keeping one in a variable would not, so those are refused.
extension Compiler {
    /// The calls whose results are lazy wrappers, by member name (no arguments).
    static let lazyMembers: Set<String> = ["reversed", "enumerated", "lazy"]

    /// Refuses `e` when it is directly a call whose result is a lazy wrapper.
    func rejectLazySequence(_ e: ExprSyntax, _ use: String) throws {
        var name: String?
        if let c = e.as(FunctionCallExprSyntax.self), c.arguments.isEmpty, c.trailingClosure == nil {
            if let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base,
               Self.lazyMembers.contains(m.declName.baseName.text) || m.declName.baseName.text == "joined" && joinsArrays(base) {
                name = m.declName.baseName.text + "()"
            }
        }
        if let c = e.as(FunctionCallExprSyntax.self), c.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "zip" {
            name = "zip(_:_:)"
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "lazy" { name = "lazy" }
        if let name {
            throw CompileError("coordlab does not support \(use) the lazy sequence '\(name)' returns yet (wrap it in Array(…))", at: loc(e))
        }
    }

    /// Whether the checker found `base` to be an array of arrays (whose `joined()` is a
    /// `FlattenSequence`, where an array of strings' is a String).
    private func joinsArrays(_ base: ExprSyntax) -> Bool {
        guard case .array(.array)? = typed?.type(of: base) else { return false }
        return true
    }
}
