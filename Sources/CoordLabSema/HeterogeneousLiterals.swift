import SwiftSyntax

/// An array literal whose elements share no type, given to a variable without a type
/// (`let xs = [UInt8(1), 2.5]`, `[true, 1]`): swiftc would make it an `[Any]` only when told
/// to, so it refuses it; coordlab ran it.
extension BodyChecker {
    /// The standard types whose values such a literal mixes: numbers, strings, Booleans.
    private static let plainValueTypes: Set<SemaType> = Set([.int, .double, .float, .string, .bool, .character]
        + SizedInteger.allCases.map { .named($0.name) })

    /// Refuses literal `a`, of elements of `types` that share none, in swiftc's words when it
    /// is the value of a variable declared without a type and every element is a plain value.
    func refuseHeterogeneousLiteral(_ a: ArrayExprSyntax, _ types: [SemaType]) {
        guard types.count > 1, types.allSatisfy({ Self.plainValueTypes.contains($0) }),
              let binding = a.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              binding.typeAnnotation == nil else { return }
        error("heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional", at: a)
    }
}
