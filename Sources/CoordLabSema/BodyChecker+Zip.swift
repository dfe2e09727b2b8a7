import SwiftSyntax

/// `zip(_:_:)` of what coordlab can pair: it makes an array of the pairs, so each side
/// must be a collection it holds whole (an array, a set, a dictionary, a bounded range, a
/// string's characters).
extension BodyChecker {
    /// Refuses a `zip` of two one-sided ranges (`zip(1..., 0...)`, endless), before the
    /// program starts; one of them beside a collection pairs as many as the collection has.
    func refuseZipOfUnbounded(_ call: CallArguments) {
        let unbounded = call.arguments.filter { Self.isOneSidedRange($0.expression) }
        if unbounded.count == 2 { unsupported("'zip' of two one-sided ranges", at: unbounded[1].expression) }
    }

    /// A `zip` side's elements as an array coordlab pairs: a string's are its characters, a
    /// one-sided range's (`1...`) Ints.
    func zipSide(_ t: SemaType, _ e: ExprSyntax) -> SemaType {
        if Self.isOneSidedRange(e) { return .array(.int) }
        return t == .string || t == .named("Substring") ? .array(.character) : t
    }

    /// Whether `e` is a range with only a lower bound, `1...`.
    private static func isOneSidedRange(_ e: ExprSyntax) -> Bool {
        e.as(PostfixOperatorExprSyntax.self)?.operator.text == "..."
    }
}
