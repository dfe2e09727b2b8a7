import CoordLabSema
import SwiftSyntax

/// A variable holding a Void value (`let done = finish()`, `let ran: Void? = delegate?.update()`):
/// coordlab's storage reads its empty value as not yet initialized, so such a binding is
/// refused before the program runs.
extension Compiler {
    /// Refuses binding `b` when its written or inferred type is `Void` or `Void?`.
    func rejectStoredVoid(_ b: PatternBindingSyntax, _ value: ExprSyntax) throws {
        let written = b.typeAnnotation?.type.trimmedDescription.replacingOccurrences(of: " ", with: "")
        let isVoid = written.map { ["Void", "Void?", "()", "()?", "Optional<Void>"].contains($0) }
            ?? [SemaType.void, .optional(.void)].contains(typed?.type(of: value))
        if isVoid { throw CompileError.unsupported("storing a Void value in a variable", at: loc(b)) }
    }
}
