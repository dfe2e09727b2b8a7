import CoordLabSema
import CoordLabSyntax
import SwiftSyntax

/// Compiling the argument of an `@autoclosure` parameter (the checker found which ones they
/// are): a closure of no parameters returning the expression, so that it runs only when,
/// and each time, the callee calls it (`assert(expensive())`, `value ?? fallback()`).
extension Compiler {
    /// `{ e }` for argument `e`, whose value has type `result`.
    func compileAutoclosure(_ e: ExprSyntax, result: SemaType, _ ctx: FunctionContext) throws -> Expr {
        let spec = TypeSpec(result)
        let code = FunctionCode(name: "closure", kind: .closure, params: [], returnSpec: spec, hasSelf: false,
                                isMutating: false, location: loc(e))
        code.isThrowing = OwnBodySearch.contains(in: [CodeBlockItemSyntax(item: .expr(e))]) { $0.is(TryExprSyntax.self) }
        let (inner, block) = closureContext(code, ctx, at: e)
        inner.canThrow = code.isThrowing
        inner.boxedNames = capturedNames(in: e)
        autoclosureBodies.insert(e.id)
        defer { autoclosureBodies.remove(e.id) }
        let value = try compileExpr(e, inner, expected: spec.name.isEmpty ? nil : spec)
        block.stmts.append(ReturnStmt(value: value, spec: spec, inFailableInit: false, loc: loc(e)))
        return finishClosure(code, inner, block, at: e)
    }
}
