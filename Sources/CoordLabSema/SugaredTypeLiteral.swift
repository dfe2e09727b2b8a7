import SwiftSyntax

/// `[Int]`, `[String: Int]`, `Int?` and `(Int, String)` written before `.self`: Swift
/// parses them as literals of metatypes, and `.self` makes them the type they spell.
public enum SugaredTypeLiteral {
    /// The type `base` spells, given the type the checker found for it as an expression
    /// (an array of metatypes for `[Int]`); nil when `base` is no sugared type.
    public static func type(written base: ExprSyntax, typed: SemaType) -> SemaType? {
        guard base.is(ArrayExprSyntax.self) || base.is(DictionaryExprSyntax.self)
                || base.is(OptionalChainingExprSyntax.self) || base.is(TupleExprSyntax.self) else { return nil }
        return spelled(base, typed)
    }

    /// The type an element of a sugared type spells: a type name (whose expression type
    /// is its metatype) or another sugared type.
    private static func spelled(_ e: ExprSyntax, _ t: SemaType) -> SemaType? {
        if let a = e.as(ArrayExprSyntax.self) {
            guard a.elements.count == 1, let first = a.elements.first, case .array(let element) = t else { return nil }
            return spelled(first.expression, element).map { .array($0) }
        }
        if let d = e.as(DictionaryExprSyntax.self) {
            guard case .elements(let pairs) = d.content, pairs.count == 1, let pair = pairs.first,
                  case .dictionary(let k, let v) = t,
                  let key = spelled(pair.key, k), let value = spelled(pair.value, v) else { return nil }
            return .dictionary(key, value)
        }
        if let o = e.as(OptionalChainingExprSyntax.self) {
            // As the start of a chain the checker has unwrapped it already.
            if case .optional(let w) = t { return spelled(o.expression, w).map { .optional($0) } }
            return spelled(o.expression, t).map { .optional($0) }
        }
        if let tuple = e.as(TupleExprSyntax.self) {
            guard tuple.elements.count > 1, case .tuple(let es) = t, es.count == tuple.elements.count else { return nil }
            var written: [SemaType.TupleElement] = []
            for (syntax, element) in zip(tuple.elements, es) {
                guard let w = spelled(syntax.expression, element.type) else { return nil }
                written.append(.init(label: element.label, type: w))
            }
            return .tuple(written)
        }
        if case .metatype(let instance) = t, instance.isKnown { return instance }
        return nil
    }
}
