import CoordLabSyntax
import SwiftSyntax

/// The `async` effect, checked as swiftc checks it: an `await` only in async code (an
/// `async` function, a closure that awaits, a `Task`'s body), and a call of an async
/// function only under an `await`.
extension Compiler {
    /// Refuses an `await` (at `l`, its operand) outside async code, in swiftc's words.
    func requireAsyncContext(_ ctx: FunctionContext, at l: CodeLocation) throws {
        if ctx.canAwait { return }
        throw CompileError("'async' call in a function that does not support concurrency", at: l)
    }

    /// Makes the top level `top` of `files` async and isolated to the main actor when its
    /// code awaits anywhere, as swiftc makes it (isolated too when it starts a `@main` type). swiftc's program then runs the main
    /// actor's work on a thread other than the run loop's, which the prelude's loop cannot
    /// drain (it crashes): a program that runs the loop too is refused.
    func makeAsyncIfAwaiting(_ top: FunctionContext, _ files: [ParsedSource]) throws {
        let awaits = files.contains { f in
            f.tree.statements.contains { item in
                guard !item.item.is(DeclSyntax.self) || item.item.is(VariableDeclSyntax.self) else { return false }
                return OwnBodySearch.contains(in: [item]) { $0.isAwaitPoint }
            }
        }
        top.canAwait = awaits
        // A `@main` type's `main()` is isolated to the main actor, and so is the call that starts it.
        top.isolation = awaits || files.contains(where: MainEntry.declaresEntry)
        guard awaits else { return }
        for f in files where textContains("until", in: f.text) {
            let search = RunLoopRunSearch(viewMode: .sourceAccurate)
            search.walk(f.tree)
            if let call = search.found {
                throw CompileError.unsupported("running the run loop in a program whose top-level code awaits (swiftc's program "
                                               + "then does the main actor's work on another thread than the loop's)",
                                               at: f.location(of: call))
            }
        }
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
    /// declaration decides, as it decides the main actor's isolation (checked at `nameAt`).
    func requireEffects(ofMethod name: String, on t: NominalType, isStatic: Bool, _ a: Arguments,
                        _ ctx: FunctionContext, at l: CodeLocation, nameAt: CodeLocation? = nil) throws {
        var owners: [NominalType] = []
        var k: NominalType? = t
        while let c = k { owners.append(c); k = (c as? ClassType)?.superclass }
        var candidates: [FunctionCode] = []
        for owner in owners + t.allProtocols() {
            candidates += (isStatic ? owner.staticMethods[name] : owner.methods[name]) ?? []
            if let p = owner as? ProtocolType { candidates += (isStatic ? p.requiredStaticMethods[name] : p.requiredMethods[name]) ?? [] }
        }
        try requireEffects(ofAll: candidates, a, ctx, at: l, nameAt: nameAt)
        if candidates.isEmpty, !isStatic, let field = t.storedField(named: name) {
            try requireTry(throwing: field.spec.isThrowingFunction, ctx, at: l)
        }
    }

    /// Refuses a call without the `try` or `await` that every declaration in `candidates`
    /// its labels name needs (a `rethrows` one throws only what its closures throw), or
    /// the main actor (at `nameAt`) when every one is isolated to it.
    func requireEffects(ofAll candidates: [FunctionCode], _ a: Arguments, _ ctx: FunctionContext, at l: CodeLocation,
                        nameAt: CodeLocation? = nil) throws {
        let named = candidates.filter { $0.match(labels: a.labels, trailing: a.trailing) != nil }
        guard let first = named.first else { return }
        if named.allSatisfy(isolation.isEnforced) { try requireIsolation(calling: first, ctx, at: nameAt ?? l) }
        if named.allSatisfy({ $0.isThrowing && !$0.isRethrows }) { try requireTry(first, ctx, at: l) }
        if named.allSatisfy(\.isAsync) { try requireAwait(first, ctx, at: l) }
    }
}

/// Finds the first call `….run(until: …)` in a file.
final class RunLoopRunSearch: SyntaxVisitor {
    var found: FunctionCallExprSyntax?

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "run",
           node.arguments.first?.label?.text == "until" {
            found = node
        }
        return found == nil ? .visitChildren : .skipChildren
    }
}
