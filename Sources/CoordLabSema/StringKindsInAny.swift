import SwiftSyntax

/// A `Character` or a `Substring` converted to `Any`: coordlab runs both as strings, so
/// inside an `Any` a cast or `type(of:)` would take either for a `String`. Printing the
/// value at once (`print(c)`, `"\(c)"`) shows the same text, and is let through; any
/// other conversion is refused before the run.
extension BodyChecker {
    /// Refuses `e`, of type `t`, converted to `Any`, when `t` is `Character` or `Substring`
    /// and the value (or the `e as Any` around it) is not printed at once nor dumped.
    func refuseStringKindInAny(_ t: SemaType, at e: ExprSyntax) {
        guard case .named(let name) = t.unwrapped, name == "Character" || name == "Substring" else { return }
        var site = Self.sameValueSite(Syntax(e))
        if let cast = site.parent?.as(AsExprSyntax.self) { site = Syntax(cast) }
        guard !Self.isPrintedAtOnce(site), !Self.isDumped(site) else { return }
        unsupported("a '\(name)' converted to 'Any' here (coordlab keeps it as a 'String' inside 'Any'; convert it with String(…), or print it at once)",
                    at: e)
    }

    /// Records the type of a checked cast's operand when it is a generic parameter
    /// (`x as? String` for an `x: T`): the cast then asks the running call what `T` is.
    func recordParameterOperand(_ t: SemaType, of operand: ExprSyntax) {
        if recording, case .parameter = t { expressionTypes[operand.id] = t }
    }
}
