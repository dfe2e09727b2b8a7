import CoordLabSyntax
import SwiftSyntax

/// Whether a body certainly reaches its closing brace: swiftc's "missing return" follows
/// every path, and a path that ends in neither `return` nor `throw` is one. Judged only
/// where it is certain: what the judgement cannot tell (a loop over a literal `true`, an `if`
/// on a literal, `fallthrough`, `#if`, a call of something that never returns) counts as
/// ending, so nothing Swift accepts is refused.
struct PathEnds {
    /// Names of functions that never return: the standard ones and the program's `-> Never`.
    let neverReturning: Set<String>

    /// Whether every path through `items` ends before it runs off their end.
    func ends(_ items: CodeBlockItemListSyntax) -> Bool {
        items.contains { ends($0.item) }
    }

    private func ends(_ item: CodeBlockItemSyntax.Item) -> Bool {
        switch item {
        case .expr(let e): return ends(e)
        case .stmt(let s): return ends(s)
        case .decl(let d): return d.is(IfConfigDeclSyntax.self) || callsNeverReturning(d)
        }
    }

    private func ends(_ s: StmtSyntax) -> Bool {
        if s.is(ReturnStmtSyntax.self) || s.is(ThrowStmtSyntax.self) || s.is(FallThroughStmtSyntax.self) { return true }
        if let e = s.as(ExpressionStmtSyntax.self) { return ends(e.expression) }
        if let l = s.as(LabeledStmtSyntax.self) { return ends(l.statement) }
        if let w = s.as(WhileStmtSyntax.self) {
            return w.conditions.contains { isLiteral($0.condition) } || callsNeverReturning(w.conditions)
        }
        if let r = s.as(RepeatStmtSyntax.self) { return r.condition.is(BooleanLiteralExprSyntax.self) || ends(r.body.statements) }
        if let d = s.as(DoStmtSyntax.self) {
            return ends(d.body.statements) && d.catchClauses.allSatisfy { ends($0.body.statements) }
        }
        if let g = s.as(GuardStmtSyntax.self) { return callsNeverReturning(g.conditions) }
        if s.is(ForStmtSyntax.self) || s.is(BreakStmtSyntax.self) || s.is(ContinueStmtSyntax.self) || s.is(DeferStmtSyntax.self) {
            return s.as(ForStmtSyntax.self).map { callsNeverReturning($0.sequence) } ?? false
        }
        return true
    }

    private func ends(_ e: ExprSyntax) -> Bool {
        if let i = e.as(IfExprSyntax.self) {
            if i.conditions.contains(where: { isLiteral($0.condition) }) || callsNeverReturning(i.conditions) { return true }
            guard let elseBody = i.elseBody, ends(i.body.statements) else { return false }
            switch elseBody {
            case .ifExpr(let next): return ends(ExprSyntax(next))
            case .codeBlock(let block): return ends(block.statements)
            }
        }
        if let s = e.as(SwitchExprSyntax.self) {
            if callsNeverReturning(s.subject) { return true }
            return s.cases.allSatisfy { c in
                guard let clause = c.as(SwitchCaseSyntax.self) else { return true }
                return ends(clause.statements) && !SwitchBreakFinder.breaksOut(of: clause.statements)
            }
        }
        return callsNeverReturning(e)
    }

    /// A literal condition (`while true`, `if false`), which swiftc folds.
    private func isLiteral(_ c: ConditionElementSyntax.Condition) -> Bool {
        guard case .expression(let e) = c else { return false }
        return e.is(BooleanLiteralExprSyntax.self)
    }

    /// Whether `node` names a function that never returns anywhere in it.
    private func callsNeverReturning(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { neverReturning.contains($0.text) }
    }

    /// The standard functions that never return.
    static let standardNeverReturning: Set<String> = ["fatalError", "preconditionFailure", "exit", "abort", "dispatchMain"]

    /// The names of the functions and methods declared `-> Never` in `tree`.
    static func neverReturning(in tree: SourceFileSyntax) -> Set<String> {
        let f = NeverReturningFinder(viewMode: .sourceAccurate)
        f.walk(tree)
        return f.names
    }
}

/// Finds the functions and methods declared `-> Never`.
private final class NeverReturningFinder: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.signature.returnClause?.type.trimmedDescription == "Never" { names.insert(node.name.text) }
        return .visitChildren
    }
}

/// Finds a `break` that leaves the switch whose case holds it (one not inside a loop or a
/// switch nested in the case, nor in a closure or function).
private final class SwitchBreakFinder: SyntaxVisitor {
    var found = false

    static func breaksOut(of statements: CodeBlockItemListSyntax) -> Bool {
        let f = SwitchBreakFinder(viewMode: .sourceAccurate)
        f.walk(statements)
        return f.found
    }

    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.label == nil { found = true }
        return .skipChildren
    }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
