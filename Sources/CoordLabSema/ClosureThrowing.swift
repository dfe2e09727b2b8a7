import SwiftSyntax

/// Whether a closure throws, as Swift infers it when the closure does not say: its body has
/// a `throw`, or a `try` (not `try?`, not `try!`), outside the closures and functions nested
/// in it and outside a `do` whose catch clauses catch everything.
enum ClosureThrowing {
    /// Whether `c` throws.
    static func throwsError(_ c: ClosureExprSyntax) -> Bool {
        if c.signature?.effectSpecifiers?.throwsClause != nil { return true }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(c.statements)
        return finder.found
    }

    private final class Finder: SyntaxVisitor {
        var found = false

        override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
            if node.questionOrExclamationMark == nil { found = true }
            return .visitChildren
        }

        override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
            found = true
            return .skipChildren
        }

        override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
            // A catch without a pattern catches everything: the body's errors stay inside.
            if node.catchClauses.contains(where: { c in c.catchItems.isEmpty || c.catchItems.contains { catchesAll($0) } }) {
                for clause in node.catchClauses { walk(clause.body) }
                return .skipChildren
            }
            return .visitChildren
        }

        /// Whether a catch item takes every error (`let error`, `_`, no `where`).
        private func catchesAll(_ item: CatchItemSyntax) -> Bool {
            guard item.whereClause == nil, var pattern = item.pattern else { return item.whereClause == nil }
            if let binding = pattern.as(ValueBindingPatternSyntax.self) { pattern = binding.pattern }
            return pattern.is(IdentifierPatternSyntax.self) || pattern.is(WildcardPatternSyntax.self)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
