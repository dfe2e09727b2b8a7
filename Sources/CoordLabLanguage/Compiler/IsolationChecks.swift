import CoordLabSyntax
import SwiftSyntax

/// The main actor's isolation, checked as swiftc checks it in Swift 5 mode: a call into a
/// main-actor declaration from code that is not isolated to it is refused when that code
/// is synchronous, and needs `await` when it is async.
extension Compiler {
    /// Refuses a call of `code` from `ctx` (its name at `l`) that swiftc refuses.
    func requireIsolation(calling code: FunctionCode, _ ctx: FunctionContext, at l: CodeLocation) throws {
        guard isolation.isEnforced(code) else { return }
        try requireMainActor(Self.isolatedKind(of: code), "'\(Self.signature(of: code))'", ctx, at: l)
    }

    /// Refuses a call of the implicit initializer of the class `c` from `ctx`, when `c` is
    /// isolated to the main actor (a struct's memberwise initializer is not).
    func requireIsolation(implicitInitOf c: ClassType, labels: [String?], _ ctx: FunctionContext, at l: CodeLocation) throws {
        guard isolation.isEnforced(type: c.name) else { return }
        let sig = "init(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        try requireMainActor("initializer", "'\(sig)'", ctx, at: l)
    }

    /// Refuses a read of the variable property `name` of a value of type `t` from `ctx`
    /// when `t` is isolated to the main actor (a `deinit` reads its own object's freely).
    func requireIsolation(reading name: String, of t: NominalType, _ ctx: FunctionContext, at l: CodeLocation) throws {
        guard isolation.isEnforced(type: t.name), ctx.outermost.code?.kind != .deinitializer else { return }
        guard t.storedField(named: name).map({ !$0.isLet }) ?? (t.computed[name] != nil) else { return }
        try requireMainActor(ctx, at: l,
                             synchronous: "main actor-isolated property '\(name)' can not be referenced from a nonisolated context",
                             unawaited: "main actor-isolated property '\(name)' cannot be accessed from outside of the actor")
    }

    /// Refuses a call of the main-actor declaration described by `kind` and `name` from
    /// `ctx`, in swiftc's words, unless `ctx` is isolated to the main actor or awaits it.
    func requireMainActor(_ kind: String, _ name: String, _ ctx: FunctionContext, at l: CodeLocation) throws {
        try requireMainActor(ctx, at: l,
                             synchronous: "call to main actor-isolated \(kind) \(name) in a synchronous nonisolated context",
                             unawaited: "main actor-isolated \(kind) \(name) cannot be called from outside of the actor")
    }

    /// Refuses a use of a main-actor declaration from `ctx` unless `ctx` is isolated to the
    /// main actor or awaits it: with `synchronous` in synchronous code, `unawaited` in
    /// async code without `await`.
    private func requireMainActor(_ ctx: FunctionContext, at l: CodeLocation, synchronous: String, unawaited: String) throws {
        if ctx.isMainActor { return }
        let error: CompileError
        if !ctx.canAwait {
            error = CompileError(synchronous, at: l)
        } else if ctx.awaitCoverage == 0 {
            error = CompileError(unawaited, at: l)
        } else {
            return
        }
        try refuseIsolation(error, ctx)
    }

    /// Refuses a use that breaks an actor's isolation: at once in top-level code; in a
    /// declaration's body after the top-level code's, as swiftc checks the top level
    /// first (it is compiled last here).
    func refuseIsolation(_ error: CompileError, _ ctx: FunctionContext) throws {
        if ctx.outermost.isTopLevel { throw error }
        if deferredIsolationError.map({ error.location.precedes($0.location, in: compiledFileNames) }) ?? true {
            deferredIsolationError = error
        }
    }

    /// How swiftc names a declaration of `code`'s kind.
    static func isolatedKind(of code: FunctionCode) -> String {
        switch code.kind {
        case .initializer, .convenienceInit: return "initializer"
        case .method: return "instance method"
        case .function: return code.owner == nil ? "global function" : "static method"
        case .getter: return "property"
        case .deinitializer, .closure: return "function"
        }
    }

    /// `name(label:_:)`, as swiftc spells a function in these diagnostics: a function
    /// called with arguments that all go without labels by its name alone (`show`).
    static func signature(of code: FunctionCode) -> String {
        let isInit = code.kind == .initializer || code.kind == .convenienceInit
        if !isInit, !code.params.isEmpty, code.params.allSatisfy({ $0.label == nil }) { return code.name }
        return (isInit ? "init" : code.name) + "(" + code.params.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The isolation of a closure written in `ctx`: its own `@MainActor`, none when it is
    /// `@Sendable` or the body of `Task.detached`, the main actor's as the body of
    /// `MainActor.run` or `MainActor.assumeIsolated`, otherwise (nil) that of the code around it.
    func closureIsolation(_ c: ClosureExprSyntax) -> Bool? {
        if let attributes = c.signature?.attributes {
            if MainActorIsolation.marks(attributes) { return true }
            if MainActorIsolation.has("Sendable", in: attributes) { return false }
        }
        // `let work: @Sendable () -> Void = { … }`, `let show: @MainActor () -> Void = { … }`
        if let binding = c.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let attributed = binding.typeAnnotation?.type.as(AttributedTypeSyntax.self) {
            if MainActorIsolation.marks(attributed.attributes) { return true }
            if MainActorIsolation.has("Sendable", in: attributed.attributes) { return false }
        }
        var parent = c.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        if let call = parent?.as(FunctionCallExprSyntax.self),
           let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "MainActor",
           ["run", "assumeIsolated"].contains(m.declName.baseName.text) {
            return true
        }
        // `Task.detached { … }`: isolated to no actor.
        if let call = parent?.as(FunctionCallExprSyntax.self),
           let m = call.calledExpression.as(MemberAccessExprSyntax.self),
           m.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task", m.declName.baseName.text == "detached" {
            return false
        }
        return nil
    }
}
