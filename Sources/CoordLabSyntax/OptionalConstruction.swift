import SwiftSyntax

/// An Optional made by name: `Optional(x)`, `Optional.some(x)`, `Optional<Int>.some(x)`,
/// `Optional<Int>.none`, `Optional.none`. coordlab keeps an Optional as its value or nil,
/// so each is the value itself, or nil, typed as an Optional.
public struct OptionalConstruction {
    /// The wrapped value; nil for `.none`.
    public let value: ExprSyntax?
    /// The wrapped type when written (`Optional<Int>`).
    public let wrappedType: TypeSyntax?

    /// Reads `e` as an Optional made by name; nil for anything else.
    public init?(_ e: ExprSyntax) {
        if let c = e.as(FunctionCallExprSyntax.self), c.arguments.count == 1, let only = c.arguments.first,
           only.label == nil, c.trailingClosure == nil {
            if Self.namesOptional(c.calledExpression) {
                (value, wrappedType) = (only.expression, Self.writtenArgument(c.calledExpression))
                return
            }
            if let m = c.calledExpression.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "some",
               let base = m.base, Self.namesOptional(base) {
                (value, wrappedType) = (only.expression, Self.writtenArgument(base))
                return
            }
            return nil
        }
        guard let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "none", m.declName.argumentNames == nil,
              let base = m.base, Self.namesOptional(base) else { return nil }
        (value, wrappedType) = (nil, Self.writtenArgument(base))
    }

    /// Whether `e` names the type Optional (`Optional`, `Optional<T>`).
    private static func namesOptional(_ e: ExprSyntax) -> Bool {
        let named = e.as(GenericSpecializationExprSyntax.self)?.expression ?? e
        return named.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional"
    }

    /// `T` of `Optional<T>`; nil when no argument is written.
    private static func writtenArgument(_ e: ExprSyntax) -> TypeSyntax? {
        guard let s = e.as(GenericSpecializationExprSyntax.self), s.genericArgumentClause.arguments.count == 1 else { return nil }
        return s.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self)
    }
}
