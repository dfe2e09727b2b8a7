import SwiftSyntax

/// Written Optionals of Optionals (`Int??`, `Optional<String?>`, `Maybe?` for a
/// `typealias Maybe = Int?`): coordlab keeps one level of Optional in a value, so such a
/// value would print `Optional(5)` where Swift prints `Optional(Optional(5))`, and `nil`
/// could not be told from `.some(nil)`. They are refused where written, before the run.
enum NestedOptionalTypes {
    /// The written types in `file` that are an Optional of an Optional, in source order;
    /// `resolve` gives what a written type names (through parentheses and type aliases).
    static func written(in file: SourceFileSyntax, resolve: @escaping (TypeSyntax) -> SemaType) -> [TypeSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.resolve = resolve
        finder.walk(file)
        return finder.found
    }

    /// Walks a file for Optional types whose wrapped type is an Optional too.
    private final class Finder: SyntaxVisitor {
        var resolve: (TypeSyntax) -> SemaType = { _ in .unknown }
        var found: [TypeSyntax] = []
        override func visit(_ node: OptionalTypeSyntax) -> SyntaxVisitorContinueKind {
            keep(TypeSyntax(node), wrapping: node.wrappedType)
        }
        override func visit(_ node: ImplicitlyUnwrappedOptionalTypeSyntax) -> SyntaxVisitorContinueKind {
            keep(TypeSyntax(node), wrapping: node.wrappedType)
        }
        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            guard node.name.text == "Optional", let clause = node.genericArgumentClause, clause.arguments.count == 1,
                  let wrapped = clause.arguments.first?.argument.as(TypeSyntax.self) else { return .visitChildren }
            return keep(TypeSyntax(node), wrapping: wrapped)
        }
        /// Keeps `node` when what it wraps is an Optional; an outer one found is enough.
        private func keep(_ node: TypeSyntax, wrapping wrapped: TypeSyntax) -> SyntaxVisitorContinueKind {
            guard resolve(wrapped).isOptional else { return .visitChildren }
            found.append(node)
            return .skipChildren
        }
    }
}
