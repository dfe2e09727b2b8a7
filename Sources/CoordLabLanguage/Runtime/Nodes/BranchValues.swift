import CoordLabSyntax

/// An `if` or `switch` used as a value: runs the statement, whose chosen branch leaves its
/// value in a frame slot (`YieldStmt`), and hands that value on as a temporary of the
/// statement around it. The branch's bindings and the subject's temporaries are gone by
/// then, as in Swift.
final class BranchValue: Expr {
    let statement: Stmt
    let slot: Int
    let spec: TypeSpec
    init(statement: Stmt, slot: Int, spec: TypeSpec, loc: CodeLocation) {
        self.statement = statement
        self.slot = slot
        self.spec = spec
        super.init(loc: loc)
    }

    override func eval(_ i: Interpreter) throws -> Value {
        _ = try statement.exec(i)
        let v = i.frame.slots.take(slot)
        // The branch retained it; the statement around releases it with its temporaries.
        i.keepUntilEndOfStatement(v)
        return v
    }

    override func isOptional(_ i: Interpreter) -> Bool { spec.isOptional }
    override var staticSpec: TypeSpec { spec }
}

/// The one expression of an `if` or `switch` expression's branch: its value, retained, goes
/// to the slot its `BranchValue` reads; its temporaries end with it.
final class YieldStmt: Stmt {
    let value: Expr
    let slot: Int
    init(value: Expr, slot: Int, loc: CodeLocation) {
        self.value = value
        self.slot = slot
        super.init(loc: loc)
    }

    override func exec(_ i: Interpreter) throws -> Completion {
        i.frame.slots[slot] = try i.evalRetained(value)
        return .normal
    }
}
