import CoordLabSyntax
import SwiftSyntax

/// `if` and `switch`: as statements, and as Swift 5.9's expressions (`let title = if …`,
/// `return switch route { … }`), whose branches are typed against the context, or, without
/// one, each on its own and then joined as swiftc joins them (see `ValueBranches` for which
/// ones make a value).
extension BodyChecker {
    /// Checks an expression in statement position: an `if` or `switch` there is a statement.
    func checkStatementExpression(_ e: ExprSyntax) {
        if ValueBranches.isBranching(e) {
            checkBranchingStatement(e)
        } else {
            _ = type(e)
        }
    }

    /// Checks an `if` or `switch` statement: each branch's statements with its bindings.
    func checkBranchingStatement(_ e: ExprSyntax) {
        forEachBranch(of: e) { checkStatements($0) }
    }

    /// The type of an `if` or `switch` used as a value: the context's type, which every
    /// branch must convert to, or without one the branches' one type (a class they all
    /// inherit from included); swiftc's error where it refuses the construct.
    func branchingValueType(_ e: ExprSyntax, expected: SemaType) -> SemaType {
        if let (message, node) = valueFormProblem(e) {
            error(message, at: node)
            checkBranchingStatement(e)
            return .unknown
        }
        var typed: [(ExprSyntax, SemaType)] = []
        forEachBranch(of: e) { body in
            switch ValueBranches.branch(body) {
            case .value(let x)?: typed.append((x, type(x, expected: expected)))
            case .throwing(let t)?: _ = type(t.expression)
            case nil: break
            }
        }
        return joinedBranchType(typed, expected: expected)
    }

    /// Why `e` cannot make a value here, in swiftc's words and at its place; nil when it can.
    private func valueFormProblem(_ e: ExprSyntax) -> (String, Syntax)? {
        let word = ValueBranches.keyword(of: e)
        guard ValueBranches.isValuePosition(e) else {
            return ("'\(word)' may only be used as expression in return, throw, or as the source of an assignment", Syntax(e))
        }
        if let i = e.as(IfExprSyntax.self), ValueBranches.missingElse(of: i) != nil {
            return ("'if' must have an unconditional 'else' to be used as expression", Syntax(e))
        }
        for body in ValueBranches.bodies(of: e) ?? [] where ValueBranches.branch(body) == nil {
            guard let last = body.last else { continue }
            if case .stmt(let s) = last.item, s.is(BreakStmtSyntax.self) {
                return ("cannot use 'break' to transfer control out of '\(word)' expression", Syntax(s))
            }
            // swiftc points at an `if` branch's closing brace, at a `case`'s last statement.
            let place = body.parent?.as(CodeBlockSyntax.self).map { Syntax($0.rightBrace) } ?? Syntax(last)
            let allowed = word == "switch" ? "'throw' or 'fallthrough'" : "'throw'"
            return ("non-expression branch of '\(word)' expression may only end with a \(allowed)", place)
        }
        return nil
    }

    /// The type the branches' values join to. With a known context each converts to it;
    /// without one they must agree (a branch that never returns aside), and swiftc
    /// compares each with the last.
    private func joinedBranchType(_ typed: [(ExprSyntax, SemaType)], expected: SemaType) -> SemaType {
        if expected.isKnown(allowing: symbolicParameters) {
            for (x, t) in typed { checkConversion(t, to: expected, at: x, site: .specified) }
            return expected
        }
        let valued = typed.filter { $0.1 != .named("Never") }
        guard let last = valued.last?.1, valued.allSatisfy({ $0.1.isKnown }) else { return .unknown }
        let distinct = Set(valued.map(\.1))
        if distinct.count == 1 { return last }
        if let superclass = commonSuperclass(of: distinct) { return superclass }
        for (x, t) in valued.dropLast() where t != last {
            error("branches have mismatching types '\(spelled(t))' and '\(spelled(last))'", at: x)
        }
        return .unknown
    }

    /// Runs `visit` on each branch body of an `if` or `switch`, in a scope of its own with
    /// the names the branch's conditions or case patterns bind.
    private func forEachBranch(of e: ExprSyntax, _ visit: (CodeBlockItemListSyntax) -> Void) {
        if let s = e.as(SwitchExprSyntax.self) {
            let subject = type(s.subject)
            // The compiler's exhaustiveness check reads it (a `Never` argument empties a case).
            if recording, subject != .unknown { expressionTypes[s.subject.id] = subject }
            for c in s.cases {
                guard case .switchCase(let sc) = c else { continue }
                inScope {
                    if case .case(let label) = sc.label {
                        for item in label.caseItems {
                            bind(item.pattern, to: subject)
                            if let w = item.whereClause { _ = type(w.condition) }
                        }
                    }
                    visit(sc.statements)
                }
            }
            return
        }
        guard var i = e.as(IfExprSyntax.self) else { return }
        while true {
            inScope {
                checkConditions(i.conditions)
                visit(i.body.statements)
            }
            switch i.elseBody {
            case .ifExpr(let next)?: i = next
            case .codeBlock(let last)?: return inScope { visit(last.statements) }
            case nil: return
            }
        }
    }
}
