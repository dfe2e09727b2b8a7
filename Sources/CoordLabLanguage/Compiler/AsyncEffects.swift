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

    /// Refuses a call of the async function `code` outside async code or without `await`
    /// (a closure without one is async only by awaiting, so swiftc names the missing `await`).
    func requireAwait(_ code: FunctionCode, _ ctx: FunctionContext, at l: CodeLocation) throws {
        guard code.isAsync else { return }
        if ctx.code?.kind == .closure, ctx.awaitCoverage == 0 {
            throw CompileError("expression is 'async' but is not marked with 'await'", at: l)
        }
        try requireAsyncContext(ctx, at: l)
        if ctx.awaitCoverage == 0 {
            throw CompileError("expression is 'async' but is not marked with 'await'", at: l)
        }
    }
}

extension Compiler {
    /// Refuses a call of method `name` on a receiver whose static type is `t` without the
    /// `try` or `await` its declaration needs, as swiftc does: when every method the call
    /// can name (its overloads with these labels, in `t`, its superclasses and protocols)
    /// throws, or is async. An override cannot add either effect, so the static
    /// declaration decides.
    func requireEffects(ofMethod name: String, on t: NominalType, isStatic: Bool, _ a: Arguments,
                        _ ctx: FunctionContext, at l: CodeLocation) throws {
        var owners: [NominalType] = []
        var k: NominalType? = t
        while let c = k { owners.append(c); k = (c as? ClassType)?.superclass }
        var candidates: [FunctionCode] = []
        for owner in owners + t.allProtocols() {
            candidates += (isStatic ? owner.staticMethods[name] : owner.methods[name]) ?? []
            if let p = owner as? ProtocolType { candidates += (isStatic ? p.requiredStaticMethods[name] : p.requiredMethods[name]) ?? [] }
        }
        try requireEffects(ofAll: candidates, a, ctx, at: l)
        if candidates.isEmpty, !isStatic, let field = t.storedField(named: name) {
            try requireTry(throwing: field.spec.isThrowingFunction, ctx, at: l)
        }
    }

    /// Refuses a call without the `try` or `await` that every declaration in `candidates`
    /// its labels name needs (a `rethrows` one throws only what its closures throw).
    func requireEffects(ofAll candidates: [FunctionCode], _ a: Arguments, _ ctx: FunctionContext, at l: CodeLocation) throws {
        let named = candidates.filter { $0.match(labels: a.labels, trailing: a.trailing) != nil }
        guard let first = named.first else { return }
        if named.allSatisfy({ $0.isThrowing && !$0.isRethrows }) { try requireTry(first, ctx, at: l) }
        if named.allSatisfy(\.isAsync) { try requireAwait(first, ctx, at: l) }
    }
}
