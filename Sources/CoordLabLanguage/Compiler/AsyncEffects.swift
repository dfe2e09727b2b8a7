import CoordLabSyntax
import SwiftSyntax

/// The `async` effect, checked as swiftc checks it: an `await` only in async code (an
/// `async` function, a closure that awaits, a `Task`'s body), and a call of an async
/// function only under an `await`.
extension Compiler {
    /// Refuses an `await` (at `l`, its operand) outside async code, in swiftc's words; at
    /// the top level, where swiftc makes the whole program async, coordlab does not follow.
    func requireAsyncContext(_ ctx: FunctionContext, at l: CodeLocation) throws {
        if ctx.canAwait { return }
        if ctx.isTopLevel {
            throw CompileError.unsupported("'await' in top-level code (start a Task { … } and run the loop)", at: l)
        }
        throw CompileError("'async' call in a function that does not support concurrency", at: l)
    }

    /// Refuses a call of the async function `code` outside async code or without `await`.
    func requireAwait(_ code: FunctionCode, _ ctx: FunctionContext, at l: CodeLocation) throws {
        guard code.isAsync else { return }
        try requireAsyncContext(ctx, at: l)
        if ctx.awaitCoverage == 0 {
            throw CompileError("expression is 'async' but is not marked with 'await'", at: l)
        }
    }
}
