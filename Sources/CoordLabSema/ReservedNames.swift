import SwiftSyntax

/// Names a program may not declare: Swift keeps the `$` prefix for what it synthesizes
/// (`$0` in closures, a property wrapper's `$x`), so `let $x = 1` is an error in swiftc's
/// words, at the name.
enum ReservedNames {
    /// The `$` names `file` declares (variables, parameters, functions), in source order.
    static func declared(in file: SourceFileSyntax) -> [TokenSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.found
    }

    /// The message swiftc gives for declaring `name`.
    static func message(_ name: String) -> String {
        "cannot declare entity named '\(name)'; the '$' prefix is reserved for implicitly-synthesized declarations"
    }

    /// Walks a file for declared names that start with `$`.
    private final class Finder: SyntaxVisitor {
        var found: [TokenSyntax] = []
        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            keep(node.identifier)
            return .visitChildren
        }
        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            keep(node.secondName ?? node.firstName)
            return .visitChildren
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            keep(node.name)
            return .visitChildren
        }
        private func keep(_ token: TokenSyntax) {
            if token.text.hasPrefix("$") { found.append(token) }
        }
    }
}
