import SwiftSyntax

/// Collection methods that compare elements (`firstIndex(of:)`, `lastIndex(of:)`,
/// `split(separator:)`, `contains(_:)`), called on a collection whose elements are not
/// `Equatable`: swiftc's error, where coordlab's runtime would compare the elements anyway
/// and answer something Swift never computes.
extension BodyChecker {
    /// Each method that needs `Equatable` elements, by its first argument's label, with the
    /// protocol swiftc names as the one declaring it.
    private static let comparingMethods: [String: (label: String?, signature: String, declaredBy: String)] = [
        "firstIndex": ("of", "firstIndex(of:)", "Collection"),
        "lastIndex": ("of", "lastIndex(of:)", "BidirectionalCollection"),
        "split": ("separator", "split(separator:maxSplits:omittingEmptySubsequences:)", "Collection"),
        "contains": (nil, "contains(_:)", "Sequence"),
    ]

    /// Records swiftc's error when `name` compares `base`'s elements and they are certainly
    /// not `Equatable`; returns whether it did.
    func refusesComparingNonEquatableElements(_ name: String, of base: SemaType, call: CallArguments?,
                                              at node: some SyntaxProtocol) -> Bool {
        guard let method = Self.comparingMethods[name], let first = call?.arguments.first, first.label == method.label,
              !first.expression.is(ClosureExprSyntax.self) else { return false }
        let element: SemaType
        switch base {
        case .array(let e), .slice(let e): element = e
        default: return false
        }
        guard case .named(let n) = element, isEquatable(n) == false else { return false }
        if name == "contains" {
            // Only `contains(where:)` is left, and swiftc asks for its label.
            error("missing argument label 'where:' in call", at: first.expression)
        } else {
            error("referencing instance method '\(method.signature)' on '\(method.declaredBy)' requires that '\(n)' conform to 'Equatable'", at: node)
        }
        typeArguments(call, parameters: nil)
        return true
    }
}
