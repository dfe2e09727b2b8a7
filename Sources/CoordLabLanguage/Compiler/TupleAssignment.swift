import CoordLabSyntax
import SwiftSyntax

/// `(a, b) = (b, a)`: each target takes its element of the value, in order.
extension Compiler {
    /// Compiles a tuple assignment; a `_` target drops its element where Swift does (see
    /// `TupleAssign`), so a tuple literal on the right is compiled element by element.
    func compileTupleAssignment(_ targets: TupleExprSyntax, _ value: ExprSyntax, _ ctx: FunctionContext,
                                at l: CodeLocation) throws -> Expr {
        let lvalues: [LValue?] = try targets.elements.map { e in
            if e.expression.is(DiscardAssignmentExprSyntax.self) { return nil }
            if e.expression.is(TupleExprSyntax.self) { throw CompileError.unsupported("nested tuple assignments", at: loc(e)) }
            return try compileLValue(e.expression, ctx)
        }
        if lvalues.contains(where: { $0 == nil }), let literal = value.as(TupleExprSyntax.self),
           literal.elements.count == lvalues.count {
            let elements = try literal.elements.map { try compileExpr($0.expression, ctx, expected: nil) }
            return TupleAssign(targets: lvalues, value: .literal(elements), loc: l)
        }
        return TupleAssign(targets: lvalues, value: .expression(try compileExpr(value, ctx, expected: nil)), loc: l)
    }
}
