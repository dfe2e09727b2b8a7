import CoordLabSyntax
import SwiftSyntax

/// What the branches of an `if` or `switch` expression hand their value to: a slot of the
/// frame, read by the `BranchValue` that runs the statement.
struct BranchYield {
    let slot: Int
    let spec: TypeSpec
}

/// Compiling Swift 5.9's `if` and `switch` expressions (the checker refused the ones Swift
/// refuses) and the branches of `if` and `switch` in general.
extension Compiler {
    /// `let title = if x { "a" } else { "b" }`, `return switch route { … }`: the statement,
    /// each branch's expression compiled against the context, handing its value on.
    func compileBranchValue(_ e: ExprSyntax, _ ctx: FunctionContext, expected: TypeSpec?) throws -> Expr {
        let word = ValueBranches.keyword(of: e)
        guard ValueBranches.isValueForm(e) else {
            throw CompileError("'\(word)' may only be used as expression in return, throw, or as the source of an assignment",
                               at: loc(e))
        }
        // A default value or a stored property's initial value runs in no frame of its own.
        guard ctx.isTopLevel || ctx.code != nil else {
            throw CompileError.unsupported("'\(word)' expressions as default or initial values", at: loc(e))
        }
        let yield = BranchYield(slot: ctx.allocate(), spec: expected ?? .unknown)
        let statement: Stmt
        if let i = e.as(IfExprSyntax.self) {
            statement = try compileIf(i, ctx, yield: yield)
        } else {
            statement = try compileSwitch(e.cast(SwitchExprSyntax.self), ctx, yield: yield)
        }
        return BranchValue(statement: statement, slot: yield.slot, spec: yield.spec, loc: loc(e))
    }

    /// The body of a branch (or any block) as a block of its own; with `yield`, a branch
    /// that is one expression hands it its value (a `throw` stays a statement).
    func compileBranch(_ items: CodeBlockItemListSyntax, at node: some SyntaxProtocol, _ ctx: FunctionContext,
                       yield: BranchYield?) throws -> Block {
        let block = Block(loc: loc(node))
        ctx.scopes.append(Scope(block: block))
        defer { ctx.scopes.removeLast() }
        if let yield, case .value(let e)? = ValueBranches.branch(items) {
            block.stmts.append(YieldStmt(value: try compileExpr(e, ctx, expected: yield.spec.name.isEmpty ? nil : yield.spec),
                                         slot: yield.slot, loc: loc(e)))
            return block
        }
        try compileItems(items, into: block, ctx)
        return block
    }
}
