import CoordLabSyntax
import SwiftSyntax

/// Frameworks coordlab does not model yet (parts of Swift concurrency and of Combine) and
/// standard types it would run with other results (Float), refused before a program runs,
/// at the first place that uses them, in words that say so: without this, `withTaskGroup`
/// would read "cannot find 'withTaskGroup' in scope", which sounds like a typo.
enum UnsupportedFrameworks {
    /// Why each framework is missing, and what to use meanwhile.
    static let reasons: [String: String] = [
        "Combine": "this part of Combine yet: subjects, @Published, sink, assign and the common operators work (:help runloop)",
        "Swift concurrency": "this part of Swift concurrency yet: Task { … }, async/await, Task.sleep, cancel(), AsyncStream, for await and task groups work (:help runloop)",
        "async let": "async let here (binding a tuple, or never read) yet: await each call in turn, or run the calls in a task group (withTaskGroup)",
        "SwiftUI": "SwiftUI: coordlab models UIKit apps",
        "Float16": "Float16 yet: coordlab computes Float and Double, whose results print other digits",
        "Float32": "the name Float32 yet (write Float)",
    ].merging(UnsupportedFoundation.reasons) { a, _ in a }.merging(UnsupportedUIKit.reasons) { a, _ in a }

    /// Members a framework gives the program's own types, which coordlab does not model
    /// yet, with the framework of each: refused where the program does not declare them.
    static let members: [String: String] = ["objectWillChange": "Combine"].merging(UnsupportedFoundation.members) { a, _ in a }

    /// The static members of `Task` the prelude has (`Task.sleep(for:)`, `Task.yield()`, `Task.detached { … }`); others are refused.
    static let taskMembers: Set<String> = ["sleep", "isCancelled", "checkCancellation", "init", "yield", "detached", "currentPriority"]

    /// Modules whose import is refused, with the framework each stands for.
    static let modules: [String: String] = [
        "SwiftUI": "SwiftUI", "_Concurrency": "Swift concurrency",
    ]

    /// Names the frameworks declare, with the framework of each: refused where the
    /// program itself does not declare them.
    static let names: [String: String] = [
        "Publishers": "Combine",
        "withDiscardingTaskGroup": "Swift concurrency", "withThrowingDiscardingTaskGroup": "Swift concurrency",
        "DiscardingTaskGroup": "Swift concurrency", "TaskLocal": "Swift concurrency",
        "Float32": "Float32", "Float16": "Float16",
    ].merging(UnsupportedFoundation.names) { a, _ in a }.merging(UnsupportedUIKit.names) { a, _ in a }

    /// Throws for the first import, name or `async let` of an unsupported framework in `files`;
    /// `isDeclared` tells the names the program (or the prelude) declares itself.
    static func check(_ files: [ParsedSource], isDeclared: @escaping (String) -> Bool) throws {
        // Types, aliases and associated types declared at any depth (`struct Response { struct Data … }`).
        let typeDeclarations = TypeDeclarations(viewMode: .sourceAccurate)
        for f in files where mayMention(f.text) { typeDeclarations.walk(f.tree) }
        let declaredHere = typeDeclarations.names
        let memberDeclarations = MemberDeclarations(viewMode: .sourceAccurate)
        for f in files where members.keys.contains(where: { textContains($0, in: f.text) }) { memberDeclarations.walk(f.tree) }
        for f in files where mayMention(f.text) {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.declaresMember = { memberDeclarations.names.contains($0) }
            finder.isDeclared = { declaredHere.contains($0) || isDeclared($0) }
            finder.isDeclaredHere = { declaredHere.contains($0) }
            finder.walk(f.tree)
            if let (node, framework) = finder.found {
                throw CompileError("coordlab does not support " + reasons[framework]!, at: f.location(of: node))
            }
        }
    }

    /// Whether `text` holds one of the words a use needs: files without any (the prelude,
    /// most inputs) are not walked, which keeps the check off the cost of every input.
    static func mayMention(_ text: String) -> Bool {
        triggers.contains { textContains($0, in: text) }
    }

    /// Words every use contains: a module's or a name's, `async let`,
    /// a static member of `Task`.
    static let triggers = Array(modules.keys) + Array(names.keys) + Array(members.keys) + ["async let", "Task."]

    /// Walks a file for the first use.
    private final class Finder: SyntaxVisitor {
        var isDeclared: (String) -> Bool = { _ in false }
        /// Whether the files checked declare a property or method of this name.
        var declaresMember: (String) -> Bool = { _ in false }
        /// Whether the files checked declare a name themselves (a program's own `Task`).
        var isDeclaredHere: (String) -> Bool = { _ in false }
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

        /// A member's name (`queue.Task`) is the type's, not the framework's: only the base
        /// counts, and for the prelude's `Task`, whether it has the member.
        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.base { walk(base) }
            if found == nil, let framework = members[node.declName.baseName.text], !declaresMember(node.declName.baseName.text) {
                found = (Syntax(node), framework)
            }
            if found == nil, node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task", !isDeclaredHere("Task") {
                if !UnsupportedFrameworks.taskMembers.contains(node.declName.baseName.text) {
                    found = (Syntax(node), "Swift concurrency")
                }
            }
            return .skipChildren
        }

        override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
            let name = node.name.text
            if UnsupportedFoundation.conformanceOnly.contains(name), UnsupportedFoundation.isInheritedType(Syntax(node)) {
                return .visitChildren
            }
            note(name, at: Syntax(node))
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            note(node.attributeName.trimmedDescription, at: Syntax(node))
            return .skipChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if found == nil, let a = node.modifiers.first(where: { $0.name.text == "async" }) { found = (Syntax(a), "async let") }
            return .visitChildren
        }

        private func note(_ name: String, at node: Syntax) {
            guard found == nil, let framework = names[name], !isDeclared(name), !Self.isGenericParameter(name, around: node)
            else { return }
            found = (node, framework)
        }

        /// Whether a declaration around `node` has a generic parameter `name` (`struct Box<Data>`).
        private static func isGenericParameter(_ name: String, around node: Syntax) -> Bool {
            var ancestor = node.parent
            while let a = ancestor {
                if let clause = a.asProtocol(WithGenericParametersSyntax.self)?.genericParameterClause,
                   clause.parameters.contains(where: { $0.name.text == name }) { return true }
                ancestor = a.parent
            }
            return false
        }
    }

    /// The names of the types, aliases and associated types files declare, at any depth.
    private final class TypeDeclarations: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.item.declaredTypeName { names.insert(name) }
            return .visitChildren
        }

        override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
            if let name = CodeBlockItemSyntax.Item.decl(node.decl).declaredTypeName { names.insert(name) }
            if let a = node.decl.as(AssociatedTypeDeclSyntax.self) { names.insert(a.name.text) }
            return .visitChildren
        }
    }

    /// The names of the properties and methods files declare, wherever they are.
    private final class MemberDeclarations: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let p = node.pattern.as(IdentifierPatternSyntax.self) { names.insert(p.identifier.text) }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .visitChildren
        }
    }
}
