import CoordLabSyntax
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Code the compiler writes itself (a wrapped property's accessors, a key path's closures):
/// parsed and folded as a program's code is, and said to be at the place of what it
/// stands for (see `Compiler.loc`).
extension Compiler {
    /// The first statement of `text`, parsed and folded, its nodes placed at `l`.
    func synthesizedItem(_ text: String, at l: CodeLocation) -> CodeBlockItemSyntax.Item? {
        let parsed = OperatorTable.standardOperators.foldAll(Parser.parse(source: text)) { _ in }
        guard let item = parsed.as(SourceFileSyntax.self)?.statements.first?.item else { return nil }
        syntheticLocations[item.root.id] = l
        return item
    }
}
