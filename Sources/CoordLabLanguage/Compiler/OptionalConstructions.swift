import CoordLabSyntax
import SwiftSyntax

/// Compiling an Optional made by name (`Optional(x)`, `Optional.some(x)`,
/// `Optional<Int>.none`): the checker typed it and refused an Optional of an Optional.
extension Compiler {
    /// The value itself marked as an Optional, or nil for `.none`.
    func compileOptionalConstruction(_ o: OptionalConstruction, _ ctx: FunctionContext, expected: TypeSpec?,
                                     at e: ExprSyntax) throws -> Expr {
        guard let value = o.value else { return Literal(.none, loc: loc(e)) }
        let wrapped = o.wrappedType.map { TypeSpec($0) } ?? expected?.nonOptional
        return OptionalWrap(value: try compileExpr(value, ctx, expected: wrapped), loc: loc(e))
    }
}
