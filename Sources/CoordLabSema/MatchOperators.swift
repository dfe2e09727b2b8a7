import SwiftSyntax

/// A program's own `~=` that an expression pattern calls: Swift matches `case "even":` of
/// an `Int` subject, or `case Prefix("ap"):` of a `String`, through the `~=` whose
/// parameters take the pattern's type and the subject's, where the standard library's
/// `==` and range matching do not apply.
public enum MatchOperator: Equatable {
    /// A top-level `func ~=`, by its declaration.
    case function(SyntaxIdentifier)
    /// A `static func ~=` of the type of that name (the pattern's or the subject's).
    case staticMethod(owner: String)
}

extension BodyChecker {
    /// Records the program's `~=` that pattern `e`, of type `pattern`, matches a `subject`
    /// with, when one takes exactly these types.
    func noteMatchOperator(_ e: ExprSyntax, pattern: SemaType, subject: SemaType) {
        guard recording, pattern.isKnown, subject.isKnown else { return }
        let fits: ([SemaType]) -> Bool = { $0 == [pattern, subject] }
        if let f = declarations.functions["~="]?.first(where: { fits($0.parameters) }), let d = f.declaration {
            matchOperators[e.id] = .function(d)
            return
        }
        for owner in [pattern, subject] {
            guard case .named(let n) = owner, case .found(let ms) = declarations.member("~=", of: n),
                  ms.contains(where: { $0.isStatic && $0.kind == .method && fits($0.parameters) }) else { continue }
            matchOperators[e.id] = .staticMethod(owner: n)
            return
        }
    }
}
