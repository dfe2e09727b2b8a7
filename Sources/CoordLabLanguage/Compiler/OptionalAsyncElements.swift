import CoordLabSyntax
import SwiftSyntax

/// Streams and task groups of Optionals (`AsyncStream<Int?>`, `withTaskGroup(of:
/// Section?.self)`): coordlab keeps one level of Optional in a value, so a nil element
/// could not be told from the end of the sequence (`for await` would stop at it). They are
/// refused where written, before the program runs.
enum OptionalAsyncElements {
    /// The types whose first generic argument is what they give.
    static let types: Set<String> = ["AsyncStream", "AsyncThrowingStream", "TaskGroup", "ThrowingTaskGroup"]
    /// The functions and initializers whose first argument (`of: T.self`) is the element type.
    static let makers: Set<String> = ["withTaskGroup", "withThrowingTaskGroup", "makeStream", "AsyncStream", "AsyncThrowingStream"]

    /// Throws for the first stream or task group of Optionals written in `files`.
    static func check(_ files: [ParsedSource]) throws {
        for f in files where types.contains(where: { textContains($0, in: f.text) }) || textContains("makeStream", in: f.text) {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(f.tree)
            if let (node, element) = finder.found {
                throw CompileError("coordlab does not support a stream or task group whose elements are Optionals ('\(element)') "
                                   + "yet: a nil element could not be told from the end", at: f.location(of: node))
            }
        }
    }

    /// Whether a written type or `T.self` argument names an Optional.
    static func isOptional(_ text: String) -> Bool {
        let t = text.hasSuffix(".self") ? String(text.dropLast(5)) : text
        return t.hasSuffix("?") || t.hasSuffix("!") || t.hasPrefix("Optional<")
    }

    /// Walks a file for the first one.
    private final class Finder: SyntaxVisitor {
        var found: (Syntax, String)?

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            note(node.name.text, node.genericArgumentClause?.arguments.first.map { $0.argument.trimmedDescription }, at: Syntax(node))
            return .visitChildren
        }

        override func visit(_ node: GenericSpecializationExprSyntax) -> SyntaxVisitorContinueKind {
            note(node.expression.trimmedDescription, node.genericArgumentClause.arguments.first.map { $0.argument.trimmedDescription },
                 at: Syntax(node))
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            if OptionalAsyncElements.makers.contains(callee), let first = node.arguments.first,
               first.label == nil || first.label?.text == "of" {
                let text = first.expression.trimmedDescription
                if text.hasSuffix(".self") { note(callee, text, at: Syntax(first.expression), always: true) }
            }
            return .visitChildren
        }

        private func note(_ name: String, _ element: String?, at node: Syntax, always: Bool = false) {
            guard found == nil, always || OptionalAsyncElements.types.contains(name), let element,
                  OptionalAsyncElements.isOptional(element) else { return }
            found = (node, element.hasSuffix(".self") ? String(element.dropLast(5)) : element)
        }
    }
}
