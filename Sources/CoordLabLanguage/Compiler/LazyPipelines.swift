import CoordLabSyntax
import SwiftSyntax

/// Lazy chains over an array (`coordinators.lazy.compactMap { $0 as? Child }.first`):
/// Swift runs their closures element by element, only as far as the end of the chain asks,
/// so their prints interleave and what a `map` makes dies element by element. coordlab
/// runs a chain where it ends in `first`, `first(where:)` or `contains(where:)`
/// (`LazyPipeline`); a lazy chain anywhere else is refused.
extension Compiler {
    /// `base.lazy` followed by `map`, `filter` and `compactMap` calls, taken apart; nil when
    /// `e` is not one.
    func lazyChain(_ e: ExprSyntax) -> (base: ExprSyntax, stages: [(LazyPipeline.StageKind, FunctionCallExprSyntax)])? {
        if let m = e.as(MemberAccessExprSyntax.self), m.declName.baseName.text == "lazy", let base = m.base,
           case .array? = typed?.type(of: base) ?? typed?.type(of: e) {
            return (base, [])
        }
        guard let c = e.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self),
              let kind = LazyPipeline.StageKind(rawValue: m.declName.baseName.text), let inner = m.base,
              c.arguments.count + (c.trailingClosure == nil ? 0 : 1) == 1, c.arguments.first?.label == nil,
              let chain = lazyChain(inner) else { return nil }
        return (chain.base, chain.stages + [(kind, c)])
    }

    /// `chain.first`, `chain.first(where:)` or `chain.contains(where:)` of a lazy chain as
    /// one pipeline; nil when `m` (called with `a`, or read when nil) ends no lazy chain.
    func lazyPipeline(_ m: MemberAccessExprSyntax, _ a: Arguments?, _ ctx: FunctionContext) throws -> Expr? {
        guard let base = m.base, let chain = lazyChain(base) else { return nil }
        let name = m.declName.baseName.text
        // `where:` written, or a trailing closure.
        let isPredicate = a.map { $0.labels == ["where"] || $0.labels == [nil] && $0.trailing == 1 }
        let end: LazyPipeline.End
        switch (name, isPredicate) {
        case ("first", nil): end = .first
        case ("first", true?): end = .firstWhere
        case ("contains", true?): end = .containsWhere
        default: return nil
        }
        let stages = try chain.stages.map { kind, call in
            LazyPipeline.Stage(kind: kind, transform: try compileArgs(try arguments(call), ctx, params: nil, map: nil)[0])
        }
        let predicate = try a.map { try compileArgs($0, ctx, params: nil, map: nil)[0] }
        return LazyPipeline(base: try compileExpr(chain.base, ctx, expected: nil), stages: stages,
                            end: end, predicate: predicate, loc: loc(m.declName))
    }

    /// Refuses `base.lazy` that no supported end consumes.
    func rejectUnendedLazyChain(_ m: MemberAccessExprSyntax) throws {
        guard m.declName.baseName.text == "lazy", lazyChain(ExprSyntax(m)) != nil else { return }
        throw CompileError.unsupported("a lazy sequence that does not end in 'first', 'first(where:)' or 'contains(where:)'",
                                       at: loc(m.declName))
    }
}
