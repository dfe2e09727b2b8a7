import SwiftSyntax

/// Whether a body contains a node of some kind outside the closures and functions nested
/// in it, which have effects and returns of their own: whether a closure awaits (making it
/// async), whether it returns a value (making its result not Void).
public final class OwnBodySearch: SyntaxAnyVisitor {
    private let matches: (Syntax) -> Bool
    private var found = false

    private init(_ matches: @escaping (Syntax) -> Bool) {
        self.matches = matches
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `items` contain a node for which `matches` holds, nested closures and
    /// functions left out.
    public static func contains(in items: CodeBlockItemListSyntax, where matches: @escaping (Syntax) -> Bool) -> Bool {
        let search = OwnBodySearch(matches)
        search.walk(items)
        return search.found
    }

    override public func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if found || node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) { return .skipChildren }
        if matches(node) {
            found = true
            return .skipChildren
        }
        return .visitChildren
    }
}
