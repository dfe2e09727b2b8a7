import SwiftSyntax

/// `actor` types, which coordlab runs as classes: everything here runs on one thread, one
/// piece at a time, and swiftc's build runs an actor's work where the awaiting task runs
/// (the run loop), so an actor behaves as a class whose methods are awaited from outside.
/// What differs (isolation: `await` from outside, no inheritance) the compiler checks
/// against `ParsedSource.actorNames`.
public enum ActorDeclarations {
    /// `tree` with each `actor` declaration made a `class` of the same text length (the
    /// keywords are both five letters), so every location stays where it was, and the
    /// names of the actors.
    static func asClasses(_ tree: SourceFileSyntax, text: String) -> (SourceFileSyntax, Set<String>) {
        guard textContains("actor", in: text) else { return (tree, []) }
        let rewriter = Rewriter(viewMode: .sourceAccurate)
        let out = rewriter.rewrite(tree).as(SourceFileSyntax.self) ?? tree
        return (out, rewriter.names)
    }

    /// Makes each actor declaration a class declaration.
    private final class Rewriter: SyntaxRewriter {
        var names: Set<String> = []

        override func visit(_ node: ActorDeclSyntax) -> DeclSyntax {
            names.insert(node.name.text)
            let keyword = TokenSyntax.keyword(.class, leadingTrivia: node.actorKeyword.leadingTrivia,
                                              trailingTrivia: node.actorKeyword.trailingTrivia)
            let members = visit(node.memberBlock)
            return DeclSyntax(ClassDeclSyntax(attributes: node.attributes, modifiers: node.modifiers, classKeyword: keyword,
                                              name: node.name, genericParameterClause: node.genericParameterClause,
                                              inheritanceClause: node.inheritanceClause,
                                              genericWhereClause: node.genericWhereClause, memberBlock: members))
        }
    }
}
