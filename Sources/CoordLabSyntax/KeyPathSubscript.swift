import SwiftSyntax

extension SubscriptCallExprSyntax {
    /// The path of `value[keyPath: path]`, the subscript every value has; nil for any other
    /// subscript.
    public var keyPathArgument: ExprSyntax? {
        guard arguments.count == 1, let a = arguments.first, a.label?.text == "keyPath" else { return nil }
        return a.expression
    }
}
