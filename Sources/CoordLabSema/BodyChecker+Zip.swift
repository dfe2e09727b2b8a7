import SwiftSyntax

/// `zip(_:_:)` of what coordlab can pair: it makes an array of the pairs, so each side
/// must be a collection it holds whole (an array, a set, a dictionary, a bounded range).
extension BodyChecker {
    /// Refuses a `zip` side that is a one-sided range (`1...`, endless) or a string (whose
    /// characters coordlab does not walk there), before the program starts.
    func refuseZipOfUnboundedOrText(_ call: CallArguments, types: [SemaType]) {
        for (argument, t) in zip(call.arguments, types) {
            if let p = argument.expression.as(PostfixOperatorExprSyntax.self), p.operator.text == "..." {
                unsupported("'zip' of a one-sided range", at: argument.expression)
            } else if t == .string || t == .named("Substring") {
                unsupported("'zip' of a string", at: argument.expression)
            }
        }
    }
}
