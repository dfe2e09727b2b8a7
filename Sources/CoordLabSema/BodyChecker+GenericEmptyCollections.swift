import SwiftParser
import SwiftSyntax

/// `[T]()` and `[String: T]()` in generic code: an empty collection whose element type
/// names a generic parameter. Swift parses the callee as an array (or dictionary) literal
/// of metatypes; coordlab types it as the type it spells, the way an annotation `[T]`
/// written in the same place is typed, rather than refusing `T` as a value.
extension BodyChecker {
    /// The type `[T]()`'s callee spells, when it is such a sugared type naming a generic
    /// parameter in scope; nil otherwise (the callee is then typed as an expression).
    func genericEmptyCollectionType(_ callee: ExprSyntax) -> SemaType? {
        guard callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self),
              namesGenericParameter(callee) else { return nil }
        var parser = Parser(callee.trimmedDescription)
        let written = TypeSyntax.parse(from: &parser)
        guard !written.hasError, written.trimmedDescription == callee.trimmedDescription else { return nil }
        return resolveHere(written)
    }

    /// Whether a name in `e` is a generic parameter where it is written.
    private func namesGenericParameter(_ e: ExprSyntax) -> Bool {
        e.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return symbolicParameters.contains(name) || typeOfName(name) == .metatype(.parameter(name))
        }
    }
}
