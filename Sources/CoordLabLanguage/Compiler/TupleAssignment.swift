import CoordLabSyntax
import SwiftSyntax

/// `(a, b) = (b, a)`: each target takes its element of the value, in order.
extension Compiler {
    /// Compiles a tuple assignment. A `_` target is refused: Swift destroys that element of
    /// a tuple made there before the stores, which coordlab does not model yet.
    func compileTupleAssignment(_ targets: TupleExprSyntax, _ value: ExprSyntax, _ ctx: FunctionContext,
                                at l: CodeLocation) throws -> Expr {
        let lvalues: [LValue] = try targets.elements.map { e in
            if e.expression.is(DiscardAssignmentExprSyntax.self) { throw CompileError.unsupported("'_' in tuple assignments", at: loc(e)) }
            if e.expression.is(TupleExprSyntax.self) { throw CompileError.unsupported("nested tuple assignments", at: loc(e)) }
            return try compileLValue(e.expression, ctx)
        }
        return TupleAssign(targets: lvalues, value: try compileExpr(value, ctx, expected: nil), loc: l)
    }
}
