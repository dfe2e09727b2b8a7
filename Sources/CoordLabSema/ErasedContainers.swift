import SwiftSyntax

/// Arrays, dictionaries, sets and tuples converted to `Any`: their values do not tell their
/// elements' types (an empty array, an `[Any]` holding Ints), so the checker spells the
/// static type for the compiler, which marks the value with it for `type(of:)`.
extension BodyChecker {
    /// Records the type of `e`, an array, a dictionary, a set or a tuple converted to `Any`:
    /// its values do not tell their elements' types, which `type(of:)` of the `Any` shows.
    func noteErasedContainer(_ t: SemaType, at e: ExprSyntax) {
        guard recording else { return }
        switch t {
        case .array, .slice, .dictionary, .set, .tuple:
            if let spelled = t.staticSpelling { erasedContainers[e.id] = spelled }
        default:
            return
        }
    }
}
