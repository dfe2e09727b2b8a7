import CoordLabSyntax
import SwiftSyntax

/// The rules swiftc checks for `fallthrough`: a following clause must exist, and it may
/// not bind a variable the clause falling into it lacks.
enum FallthroughTargets {
    /// Reports the first `fallthrough` of `s` that has no clause to go to, or goes to one
    /// binding names: swiftc's error where the current clause lacks one of them, a
    /// refusal where it binds them all (the values would carry over).
    static func check(_ s: SwitchExprSyntax, at loc: (Syntax) -> CodeLocation) throws {
        let clauses = s.cases.compactMap { $0.as(SwitchCaseSyntax.self) }
        for (n, clause) in clauses.enumerated() {
            for f in FallthroughFinder.find(in: clause) {
                guard n + 1 < clauses.count else {
                    throw CompileError("'fallthrough' without a following 'case' or 'default' block", at: loc(Syntax(f)))
                }
                let targetNames = boundNames(clauses[n + 1])
                guard let first = targetNames.first else { continue }
                let own = Set(boundNames(clause))
                if let missing = targetNames.first(where: { !own.contains($0) }) ?? (own.isEmpty ? first : nil) {
                    throw CompileError("'fallthrough' from a case which doesn't bind variable '\(missing)'", at: loc(Syntax(f)))
                }
                throw CompileError.unsupported("'fallthrough' into a case that binds variables", at: loc(Syntax(f)))
            }
        }
    }

    /// swiftc's error for a clause with several patterns that do not all bind the same
    /// names (`case .user(let name), .settings:`), at the first name some pattern lacks.
    static func checkPatternsBindAlike(_ s: SwitchExprSyntax, at loc: (Syntax) -> CodeLocation) throws {
        for case .switchCase(let clause) in s.cases {
            guard case .case(let label) = clause.label, label.caseItems.count > 1 else { continue }
            let items = label.caseItems.map { boundTokens($0.pattern) }
            let everywhere = items.dropFirst().reduce(Set(items[0].map(\.text))) { $0.intersection($1.map(\.text)) }
            if let missing = items.joined().first(where: { !everywhere.contains($0.text) }) {
                throw CompileError("'\(missing.text)' must be bound in every pattern", at: loc(Syntax(missing)))
            }
        }
    }

    /// The names a clause's patterns bind with `let` or `var`, in order.
    static func boundNames(_ clause: SwitchCaseSyntax) -> [String] {
        guard case .case(let label) = clause.label else { return [] }
        return label.caseItems.flatMap { boundTokens($0.pattern).map(\.text) }
    }

    /// The names one pattern binds, as written.
    private static func boundTokens(_ pattern: PatternSyntax) -> [TokenSyntax] {
        pattern.tokens(viewMode: .sourceAccurate).filter { token in
            guard case .identifier = token.tokenKind else { return false }
            return token.parent?.is(IdentifierPatternSyntax.self) == true
        }
    }
}

/// Finds the `fallthrough` statements that belong to one clause: not those of a nested
/// `switch`, closure or function.
private final class FallthroughFinder: SyntaxVisitor {
    var found: [FallThroughStmtSyntax] = []

    static func find(in clause: SwitchCaseSyntax) -> [FallThroughStmtSyntax] {
        let finder = FallthroughFinder(viewMode: .sourceAccurate)
        finder.walk(clause.statements)
        return finder.found
    }

    override func visit(_ node: FallThroughStmtSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
