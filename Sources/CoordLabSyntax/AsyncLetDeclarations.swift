import SwiftSyntax

/// `async let` bindings, run as the child tasks they are: `async let user = load()` is
/// `let user = Task { await load() }`, and each later read of `user` (always awaited) is
/// `user.value`. The task starts on a later turn of the run loop, holds what its closure
/// captures until it ends, and keeps its value until the binding's scope ends, as the
/// child task of an `async let` does.
///
/// A binding this leaves alone (a tuple pattern, a name declared again later in its scope,
/// or one never read: Swift cancels that child at the scope's end, which a task does not
/// do) stays an `async let`, which the compiler refuses.
enum AsyncLetDeclarations {
    /// The text of `tree` with each `async let` it can rewrite rewritten; nil when there is
    /// none. Only the rewritten lines change, and none gains or loses a line.
    static func asTasks(_ tree: SourceFileSyntax) -> String? {
        guard textContains("async let", in: tree.description) else { return nil }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        guard !finder.edits.isEmpty else { return nil }
        var bytes = Array(tree.description.utf8)
        for edit in finder.edits.sorted(by: { $0.start > $1.start }) {
            bytes.replaceSubrange(edit.start..<edit.end, with: Array(edit.text.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A replacement of the source bytes `start..<end`.
    struct Edit {
        let start: Int
        let end: Int
        let text: String
    }

    /// Finds the `async let` bindings of each statement list and their reads after them.
    private final class Finder: SyntaxVisitor {
        var edits: [Edit] = []

        override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
            let items = Array(node)
            for (k, item) in items.enumerated() {
                guard let v = item.item.as(VariableDeclSyntax.self), v.modifiers.contains(where: { $0.name.text == "async" }),
                      v.bindingSpecifier.tokenKind == .keyword(.let), v.bindings.count == 1, let binding = v.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value else { continue }
                let reads = Reads(name: name)
                for later in items[(k + 1)...] { reads.walk(later) }
                guard !reads.isRedeclared, !reads.found.isEmpty, let start = v.modifiers.first?.positionAfterSkippingLeadingTrivia else {
                    continue
                }
                // The initializer may throw without `try`: its reads say so (`try await r`).
                let throwing = reads.found.contains(where: Self.isTried)
                edits.append(Edit(start: start.utf8Offset, end: value.endPositionBeforeTrailingTrivia.utf8Offset,
                                  text: "let \(name) = Task { \(Self.closureBody(value, throwing: throwing, type: binding.typeAnnotation?.type)) }"))
                for r in reads.found {
                    let end = r.endPositionBeforeTrailingTrivia.utf8Offset
                    edits.append(Edit(start: end, end: end, text: ".value"))
                }
            }
            return .visitChildren
        }

        /// Whether `read` is inside a `try` of its statement or closure.
        private static func isTried(_ read: DeclReferenceExprSyntax) -> Bool {
            var node = read.parent
            while let n = node, !n.is(CodeBlockItemSyntax.self), !n.is(ClosureExprSyntax.self) {
                if n.is(TryExprSyntax.self) { return true }
                node = n.parent
            }
            return false
        }

        /// The task's closure body for initial value `value`: awaited (and tried, when the
        /// value is), with the binding's written type as the closure's result.
        private static func closureBody(_ value: ExprSyntax, throwing read: Bool, type: TypeSyntax?) -> String {
            var inner = value
            var throwing = read
            if let t = inner.as(TryExprSyntax.self) { (inner, throwing) = (t.expression, true) }
            if let a = inner.as(AwaitExprSyntax.self) { inner = a.expression }
            let body = (throwing ? "try " : "") + "await " + inner.trimmedDescription
            guard let type else { return body }
            return "() async \(throwing ? "throws " : "")-> \(type.trimmedDescription) in \(body)"
        }
    }

    /// The reads of `name` in a statement, and whether it declares `name` again.
    private final class Reads: SyntaxVisitor {
        let name: String
        var found: [DeclReferenceExprSyntax] = []
        var isRedeclared = false

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == name, node.argumentNames == nil else { return .visitChildren }
            // `x.name` names a member, not the binding.
            if let m = node.parent?.as(MemberAccessExprSyntax.self), m.declName.id == node.id { return .visitChildren }
            found.append(node)
            return .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            if node.identifier.text == name { isRedeclared = true }
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == name { isRedeclared = true }
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            if (node.secondName ?? node.firstName).text == name { isRedeclared = true }
            return .visitChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            if (node.secondName ?? node.firstName).text == name { isRedeclared = true }
            return .visitChildren
        }
    }
}
