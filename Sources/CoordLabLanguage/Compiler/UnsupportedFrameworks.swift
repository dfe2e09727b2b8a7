import CoordLabSyntax
import SwiftSyntax

/// Frameworks coordlab does not model yet (Swift concurrency, parts of Combine) and standard
/// types it would run with other results (Float), refused before a
/// program runs, at the first place that uses them, in words that say so: without this,
/// `Task { … }` would read "cannot find 'Task' in scope", which sounds like a typo.
enum UnsupportedFrameworks {
    /// Why each framework is missing, and what to use meanwhile.
    static let reasons: [String: String] = [
        "Combine": "this part of Combine yet: subjects, @Published, sink, assign and the common operators work (:help runloop)",
        "Swift concurrency": "Swift concurrency (Task, async/await) yet. DispatchQueue, Timer and NotificationCenter work (:help runloop)",
        "SwiftUI": "SwiftUI: coordlab models UIKit apps",
        "Float": "Float yet: coordlab computes in Double precision, whose results print other digits (use Double)",
    ]

    /// Modules whose import is refused, with the framework each stands for.
    static let modules: [String: String] = [
        "SwiftUI": "SwiftUI", "_Concurrency": "Swift concurrency",
    ]

    /// Names the frameworks declare, with the framework of each: refused where the
    /// program itself does not declare them.
    static let names: [String: String] = [
        "ObservableObject": "Combine", "Future": "Combine", "Publishers": "Combine",
        "Task": "Swift concurrency", "TaskGroup": "Swift concurrency", "AsyncStream": "Swift concurrency",
        "Float": "Float", "Float32": "Float", "Float16": "Float",
    ]

    /// Throws for the first import, name or `await` of an unsupported framework in `files`;
    /// `isDeclared` tells the names the program (or the prelude) declares itself.
    static func check(_ files: [ParsedSource], isDeclared: @escaping (String) -> Bool) throws {
        var declaredHere: Set<String> = []
        for f in files {
            for item in f.tree.statements {
                if let name = declaredTypeName(item.item) { declaredHere.insert(name) }
            }
        }
        for f in files where mayMention(f.text) {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.isDeclared = { declaredHere.contains($0) || isDeclared($0) }
            finder.walk(f.tree)
            if let (node, framework) = finder.found {
                throw CompileError("coordlab does not support " + reasons[framework]!, at: f.location(of: node))
            }
        }
    }

    /// Whether `text` holds one of the words a use needs: files without any (the prelude,
    /// most inputs) are not walked, which keeps the check off the cost of every input.
    static func mayMention(_ text: String) -> Bool {
        triggers.contains { text.contains($0) }
    }

    /// Words every use contains: a module's or a name's, `await`, or `async` as an effect.
    static let triggers = Array(modules.keys) + Array(names.keys) + ["await", "async ", "async\n", "async->"]

    /// The name a top-level type declaration introduces.
    private static func declaredTypeName(_ item: CodeBlockItemSyntax.Item) -> String? {
        guard let decl = item.as(DeclSyntax.self) else { return nil }
        if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
        if let s = decl.as(StructDeclSyntax.self) { return s.name.text }
        if let e = decl.as(EnumDeclSyntax.self) { return e.name.text }
        if let p = decl.as(ProtocolDeclSyntax.self) { return p.name.text }
        if let a = decl.as(TypeAliasDeclSyntax.self) { return a.name.text }
        return nil
    }

    /// Walks a file for the first use.
    private final class Finder: SyntaxVisitor {
        var isDeclared: (String) -> Bool = { _ in false }
        var found: (Syntax, String)?

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, let module = node.path.first?.name.text, let framework = modules[module] {
                found = (Syntax(node), framework)
            }
            return .skipChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            note(node.baseName.text, at: Syntax(node))
            return .visitChildren
        }

        /// A member's name (`queue.Task`) is the type's, not the framework's: only the base counts.
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base { walk(base) }
            return .skipChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            note(node.name.text, at: Syntax(node))
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            note(node.attributeName.trimmedDescription, at: Syntax(node))
            return .skipChildren
        }

        override func visit(_ node: FunctionEffectSpecifiersSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, let a = node.asyncSpecifier { found = (Syntax(a), "Swift concurrency") }
            return .skipChildren
        }

        override func visit(_ node: AwaitExprSyntax) -> SyntaxVisitorContinueKind {
            if found == nil { found = (Syntax(node), "Swift concurrency") }
            return .skipChildren
        }

        private func note(_ name: String, at node: Syntax) {
            guard found == nil, let framework = names[name], !isDeclared(name) else { return }
            found = (node, framework)
        }
    }
}
