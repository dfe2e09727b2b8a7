import SwiftSyntax

/// Classes, structs, enums and protocols declared inside a function, initializer, accessor,
/// closure or statement block (`func test() { class Local { … } }`).
///
/// Swift gives such a type no access to the locals around it (its methods cannot capture
/// them), so the checker and the compiler declare it beside the file's own types; its name
/// is visible wherever the program's types are, and two of one name are refused as two
/// types of one name.
public enum LocalTypeDeclarations {
    /// The local type declarations in `file`, outermost first, in source order.
    public static func of(_ file: SourceFileSyntax) -> [DeclSyntax] {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.found
    }

    /// Whether `d` is a type declared in a block of statements below the top level.
    public static func isLocal(_ d: some SyntaxProtocol) -> Bool {
        guard d.is(ClassDeclSyntax.self) || d.is(StructDeclSyntax.self) || d.is(EnumDeclSyntax.self) || d.is(ProtocolDeclSyntax.self),
              let list = d.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return false }
        return !(list.parent?.is(SourceFileSyntax.self) ?? true)
    }

    /// Walks a file and keeps its local type declarations.
    private final class Finder: SyntaxVisitor {
        var found: [DeclSyntax] = []
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { keep(node) }

        private func keep(_ node: some DeclSyntaxProtocol) -> SyntaxVisitorContinueKind {
            if LocalTypeDeclarations.isLocal(node) { found.append(DeclSyntax(node)) }
            return .visitChildren
        }
    }
}
