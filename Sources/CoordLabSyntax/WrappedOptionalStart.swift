import SwiftSyntax

extension PatternBindingSyntax {
    /// Whether a wrapped property written without an initial value starts as `nil`: one of
    /// an Optional type is made as Swift makes it, with `init(wrappedValue: nil)`
    /// (`@Published var errorMessage: String?`).
    public var wrappedStartsAsNil: Bool {
        guard initializer == nil, let type = typeAnnotation?.type else { return false }
        return type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }
}
