import SwiftSyntax

/// Integer literals beside a floating-point value of the same type: Swift infers one type
/// for `max(1.5, 2)`, `[1] + prices` and `[1, 2] + [0.5]`, so the literals there are
/// Doubles, while the checker types an expression from its context down and would leave
/// them Ints (`[1, 1.5]` printed `[1.0, 1.5]` by swiftc).
extension BodyChecker {
    /// Whether `e` is an integer literal (negated too), or an array literal of them: what
    /// Swift types only from the other operands when nothing else gives it a type.
    static func isIntegerLiteralForm(_ e: ExprSyntax) -> Bool {
        if literalProtocol(madeBy: e) == "ExpressibleByIntegerLiteral" { return true }
        guard let a = e.as(ArrayExprSyntax.self), !a.elements.isEmpty else { return false }
        return a.elements.allSatisfy { isIntegerLiteralForm($0.expression) }
    }

    /// The floating-point type (or array of one, however deep) one of `others` has, which
    /// integer literals sharing its type take; nil when none has one.
    func floatingJoin(of others: [ExprSyntax]) -> SemaType? {
        for e in others where !Self.isIntegerLiteralForm(e) {
            let t = quietType(of: e)
            if Self.isFloatingForm(t) { return t }
        }
        return nil
    }

    /// Whether `t` is Double, Float or CGFloat, or an array of one.
    private static func isFloatingForm(_ t: SemaType) -> Bool {
        if case .array(let e) = t { return isFloatingForm(e) }
        return t.isFloatingPoint
    }
}
