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

    /// Whether `e` names the type Optional (`Optional`, `Optional<T>`, `T?`).
    private static func namesOptional(_ e: ExprSyntax) -> Bool {
        if sugaredWrappedType(e) != nil { return true }
        let named = e.as(GenericSpecializationExprSyntax.self)?.expression ?? e
        return named.as(DeclReferenceExprSyntax.self)?.baseName.text == "Optional"
    }

    /// `T` of `Optional<T>` or `T?`; nil when no argument is written.
    private static func writtenArgument(_ e: ExprSyntax) -> TypeSyntax? {
        if let sugared = sugaredWrappedType(e) { return sugared }
        guard let s = e.as(GenericSpecializationExprSyntax.self), s.genericArgumentClause.arguments.count == 1 else { return nil }
        return s.genericArgumentClause.arguments.first?.argument.as(TypeSyntax.self)
    }

    /// `T` of an Optional type written with `?` where an expression stands (`Int?.none`,
    /// `Box<Int>?.some(b)`), which the parser reads as optional chaining on the type's
    /// name; nil for anything else. Only a capitalized name is read as a type.
    private static func sugaredWrappedType(_ e: ExprSyntax) -> TypeSyntax? {
        guard let chain = e.as(OptionalChainingExprSyntax.self) else { return nil }
        let inner = chain.expression
        let reference = inner.as(GenericSpecializationExprSyntax.self)?.expression ?? inner
        guard let name = reference.as(DeclReferenceExprSyntax.self), name.argumentNames == nil,
              name.baseName.text.first?.isUppercase == true else { return nil }
        let arguments = inner.as(GenericSpecializationExprSyntax.self)?.genericArgumentClause
        return TypeSyntax(IdentifierTypeSyntax(name: name.baseName.trimmed, genericArgumentClause: arguments?.trimmed))
    }
}
