import SwiftSyntax

/// Swift 5.9's `if` and `switch` expressions: which `if` or `switch` makes a value, and the
/// branches that give it. One rule for the checker and the compiler, so that they agree on
/// which ones are statements.
///
/// Swift reads an `if` or `switch` as an expression where a value is expected (a binding's
/// value, `return`, `throw`, an assignment's source), and as the single expression of a
/// body only when every branch is one expression (or a `throw`): a `switch` whose cases
/// `return` stays a statement.
public enum ValueBranches {
    /// What one branch of an `if` or `switch` expression does.
    public enum Branch {
        /// Gives the value of this expression.
        case value(ExprSyntax)
        /// Throws instead of giving a value.
        case throwing(ThrowStmtSyntax)
    }

    /// The bodies of every branch of `e`, an `if` (along its `else if` chain) or a
    /// `switch`; nil for any other expression or a `switch` with `#if` among its cases.
    public static func bodies(of e: ExprSyntax) -> [CodeBlockItemListSyntax]? {
        if let s = e.as(SwitchExprSyntax.self) {
            var bodies: [CodeBlockItemListSyntax] = []
            for c in s.cases {
                guard case .switchCase(let sc) = c else { return nil }
                bodies.append(sc.statements)
            }
            return bodies
        }
        guard var i = e.as(IfExprSyntax.self) else { return nil }
        var bodies = [i.body.statements]
        while case .ifExpr(let next)? = i.elseBody {
            bodies.append(next.body.statements)
            i = next
        }
        if case .codeBlock(let last)? = i.elseBody { bodies.append(last.statements) }
        return bodies
    }

    /// The `if` at the end of `i`'s `else if` chain when it has no unconditional `else`
    /// (such an `if` makes no value); nil when the chain ends in `else`.
    public static func missingElse(of i: IfExprSyntax) -> IfExprSyntax? {
        var last = i
        while case .ifExpr(let next)? = last.elseBody { last = next }
        return last.elseBody == nil ? last : nil
    }

    /// What a branch body does when it is one expression or one `throw`; nil otherwise.
    public static func branch(_ body: CodeBlockItemListSyntax) -> Branch? {
        guard body.count == 1, let only = body.first else { return nil }
        switch only.item {
        case .expr(let e): return .value(e)
        case .stmt(let s):
            if let t = s.as(ThrowStmtSyntax.self) { return .throwing(t) }
            if let e = s.as(ExpressionStmtSyntax.self)?.expression { return .value(e) }
            return nil
        case .decl: return nil
        }
    }

    /// Whether `e` is an `if` or `switch` that can make a value: every branch one
    /// expression or `throw`, and an `if` ending in `else`.
    public static func isValueForm(_ e: ExprSyntax) -> Bool {
        if let i = e.as(IfExprSyntax.self), missingElse(of: i) != nil { return false }
        guard let bodies = bodies(of: e) else { return false }
        return bodies.allSatisfy { branch($0) != nil }
    }

    /// Whether `e` is an `if` or `switch`.
    public static func isBranching(_ e: ExprSyntax) -> Bool {
        e.is(IfExprSyntax.self) || e.is(SwitchExprSyntax.self)
    }

    /// The expression a body of one item gives as its value when its function or closure
    /// returns one: the item itself, or an `if` or `switch` in value form; nil when the body
    /// is statements (an `if` or `switch` whose branches do more than give a value).
    public static func implicitResult(of items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard items.count == 1, let only = items.first else { return nil }
        switch only.item {
        case .expr(let e): return !isBranching(e) || isValueForm(e) ? e : nil
        case .stmt(let s):
            guard let e = s.as(ExpressionStmtSyntax.self)?.expression, isValueForm(e) else { return nil }
            return e
        case .decl: return nil
        }
    }

    /// Whether `e` stands where Swift lets an `if` or `switch` make a value: a binding's
    /// value, the value of `return` or `throw`, the source of an assignment, or alone in
    /// a body or branch (which `implicitResult` and `branch` decide).
    public static func isValuePosition(_ e: ExprSyntax) -> Bool {
        guard let parent = e.parent else { return false }
        if parent.is(InitializerClauseSyntax.self) || parent.is(ReturnStmtSyntax.self) || parent.is(ThrowStmtSyntax.self)
            || parent.is(CodeBlockItemSyntax.self) || parent.is(ExpressionStmtSyntax.self) {
            return true
        }
        if let infix = parent.as(InfixOperatorExprSyntax.self) {
            return infix.operator.is(AssignmentExprSyntax.self) && infix.rightOperand.id == e.id
        }
        return false
    }

    /// The word swiftc names the construct by in its diagnostics (`if` or `switch`).
    public static func keyword(of e: ExprSyntax) -> String {
        e.is(SwitchExprSyntax.self) ? "switch" : "if"
    }
}
