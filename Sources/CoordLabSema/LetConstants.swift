import SwiftSyntax

/// Whether a name, where it is used, names a `let` constant, read from the code around the
/// use: the nearest declaration of the name in the blocks that enclose it, before it.
///
/// It answers "certainly a `let`" only: when something else on the way (a parameter, a
/// loop's or closure's variable, an `if let`, a type's member) may declare the name, or
/// the declaration is not found, the answer is no, and nothing is refused.
enum LetConstants {
    /// The kinds of syntax that may declare a name for the code inside them.
    private static let binders: Set<SyntaxKind> = [
        .functionDecl, .initializerDecl, .accessorDecl, .subscriptDecl, .closureExpr,
        .forStmt, .ifExpr, .whileStmt, .switchCase, .catchClause,
    ]

    /// Whether `name`, used at `use`, is a `let` constant (a local, a global, or a
    /// `guard let` binding) of the blocks enclosing `use`.
    static func isLetConstant(_ name: String, at use: some SyntaxProtocol) -> Bool {
        var child = Syntax(use)
        while let parent = child.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items.reversed() where item.position < child.position {
                    if let found = declaresLet(name, in: item.item) { return found }
                }
            } else if parent.is(MemberBlockSyntax.self) {
                return false
            } else if binders.contains(parent.kind), mentions(name, in: parent, outside: child) {
                // A parameter, a loop's variable, an `if let` or a closure's parameter may
                // declare it: not certainly the constant found further out.
                return false
            }
            child = parent
        }
        return false
    }

    /// Whether statement `item` declares `name`: true for a `let` (or `guard let`), false
    /// for a `var` or anything else that declares it, nil when it does not.
    private static func declaresLet(_ name: String, in item: CodeBlockItemSyntax.Item) -> Bool? {
        if let v = item.as(VariableDeclSyntax.self) {
            let names = v.bindings.flatMap { $0.pattern.tokens(viewMode: .sourceAccurate).map(\.text) }
            return names.contains(name) ? v.bindingSpecifier.tokenKind == .keyword(.let) : nil
        }
        if let g = item.as(GuardStmtSyntax.self) {
            for c in g.conditions {
                guard let b = c.condition.as(OptionalBindingConditionSyntax.self),
                      b.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) else { continue }
                return b.bindingSpecifier.tokenKind == .keyword(.let)
            }
            return nil
        }
        if let d = item.as(DeclSyntax.self)?.asProtocol(NamedDeclSyntax.self), d.name.text == name { return false }
        return nil
    }

    /// Whether a token of `node` other than those of `child` spells `name`.
    private static func mentions(_ name: String, in node: Syntax, outside child: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { t in
            t.text == name && !(t.position >= child.position && t.endPosition <= child.endPosition)
        }
    }
}
