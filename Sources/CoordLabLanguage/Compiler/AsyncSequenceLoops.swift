import CoordLabSyntax
import SwiftSyntax

/// `for await element in sequence` and `for try await`: over an `AsyncStream`, an
/// `AsyncThrowingStream` (the prelude's) or a program's own `AsyncSequence`, the loop asks
/// the sequence for `makeAsyncIterator()`, then awaits the iterator's `next()` for each
/// element until it gives nil, as Swift's loop does.
extension Compiler {
    /// Compiles a `for await` loop: its iterator's calls are synthesized with their
    /// `await` (and `try`), so that effects are checked as for a written call.
    func compileForAwait(_ f: ForStmtSyntax, _ ctx: FunctionContext, label: String?) throws -> Stmt {
        if !ctx.canAwait { throw CompileError("'async' in a function that does not support concurrency", at: loc(f)) }
        let seq = try compileExpr(f.sequence, ctx, expected: nil)
        if f.tryKeyword == nil, asyncIteratorThrows(typed?.type(of: f.sequence)?.nominalName ?? seq.staticSpec.name), let a = f.awaitKeyword {
            throw CompileError("call can throw, but the error is not handled", at: loc(a))
        }
        ctx.scopes.append(Scope(block: nil))
        defer { ctx.scopes.removeLast() }
        let next = f.tryKeyword != nil ? "try await next()" : "await next()"
        let iteration = try ownSequenceIteration(at: loc(f.sequence), enumerates: false, limit: nil, ctx,
                                                 makeIterator: "makeAsyncIterator()", next: next)
        var bound: [Int] = []
        let pattern = try compilePattern(f.pattern, ctx, bound: &bound)
        let filter = try f.whereClause.map { try compileExpr($0.condition, ctx, expected: .named("Bool")) }
        let body = try compileBlock(f.body, ctx)
        let loop = ForInStmt(sequence: seq, pattern: pattern, filter: filter, body: body, label: label, bound: bound, loc: loc(f))
        return IteratorForInStmt(loop: loop, iteration: iteration, loc: loc(f))
    }
}

extension Compiler {
    /// Whether the iterator of the async sequence type `n` has a `next()` that throws (an
    /// `AsyncThrowingStream`'s), so that a loop over it needs `for try await`.
    func asyncIteratorThrows(_ n: String) -> Bool {
        guard let sequence = interpreter.types[n]?.nominal,
              let make = sequence.methods["makeAsyncIterator"]?.first,
              let iterator = interpreter.types[make.returnSpec.name]?.nominal else { return false }
        return iterator.methods["next"]?.contains { $0.isThrowing } == true
    }
}
