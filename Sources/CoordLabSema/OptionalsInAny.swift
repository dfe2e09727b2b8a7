import SwiftSyntax

/// An Optional converted to `Any` (`let a: Any = name as Any`, `log(name)` for a
/// `log(_: Any)`): Swift keeps the Optional inside the `Any`, which prints `Optional(3)`,
/// while coordlab's `Any` holds the wrapped value and would print `3`. Only the places
/// that print the value at once (`print(x as Any)`, `"\(x as Any)"`,
/// `String(describing: x as Any)`) know the Optional; any other is refused before the run.
extension BodyChecker {
    /// Refuses `e`, an Optional of type `t` that the context converts to `Any`, unless it
    /// (or the `e as Any` around it) is printed at once.
    func refuseOptionalInAny(_ t: SemaType, at e: ExprSyntax) {
        var site = Self.sameValueSite(Syntax(e))
        if let cast = site.parent?.as(AsExprSyntax.self) { site = Syntax(cast) }
        guard !Self.isPrintedAtOnce(site) else { return }
        unsupported("an Optional ('\(t)') converted to 'Any' here (only printing it at once, as in print(x as Any), keeps it an Optional)",
                    at: e)
    }

    /// The outermost node holding the same value as `node`: parentheses, `try` and `await`
    /// around it (`(try? load()) as Any`, `try next?.value() as Any`).
    static func sameValueSite(_ node: Syntax) -> Syntax {
        var site = node
        while true {
            if site.parent?.is(LabeledExprSyntax.self) == true,
               let parens = site.parent?.parent?.parent?.as(TupleExprSyntax.self), parens.elements.count == 1 {
                site = Syntax(parens)
            } else if let wrapper = site.parent, wrapper.is(TryExprSyntax.self) || wrapper.is(AwaitExprSyntax.self) {
                site = wrapper
            } else {
                return site
            }
        }
    }

    /// Whether `node` (or what holds the same value around it) is the value `dump` shows.
    static func isDumped(_ node: Syntax) -> Bool {
        guard let argument = sameValueSite(node).parent?.as(LabeledExprSyntax.self), argument.label == nil,
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "dump"
    }

    /// Whether `node` (or what holds the same value around it) is an argument of `print`,
    /// `debugPrint`, `String(describing:)` or `String(reflecting:)`, or a segment of a
    /// string interpolation.
    static func isPrintedAtOnce(_ node: Syntax) -> Bool {
        guard let argument = sameValueSite(node).parent?.as(LabeledExprSyntax.self) else { return false }
        if argument.parent?.parent?.is(ExpressionSegmentSyntax.self) == true { return true }
        guard let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        if callee == "print" || callee == "debugPrint" { return true }
        return callee == "String" && ["describing", "reflecting"].contains(argument.label?.text ?? "")
    }
}
