import CoordLabSyntax

/// `throw value`: the error holds one reference to the value (Swift's error box) until a
/// handler lets it go.
final class ThrowStmt: Stmt {
    let value: Expr
    init(value: Expr, loc: CodeLocation) {
        self.value = value
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        throw ThrownError(value: try i.evalRetained(value), location: loc)
    }
}

/// `do { … } catch pattern where condition { … } catch { … }`.
///
/// The body's temporaries and locals are released as the error leaves it; the clause
/// that matches runs with its bindings (or `error`, in a clause without a pattern), which
/// are released when it ends, and then the error itself. With no clause matching, the
/// error goes on up.
final class DoCatchStmt: Stmt {
    /// One `catch` clause.
    struct Clause {
        /// The patterns, each with its `where` condition (`_` where none is written).
        let items: [(pattern: Pattern, condition: Expr?)]
        /// The slot of the implicit `error` (a clause without a pattern), or -1.
        let errorSlot: Int
        let body: Block
        /// Slots the patterns and `error` bind, released when the clause ends.
        let bound: [Int]
    }
    let body: Block
    let clauses: [Clause]
    let label: String?
    init(body: Block, clauses: [Clause], label: String?, loc: CodeLocation) {
        self.body = body
        self.clauses = clauses
        self.label = label
        super.init(loc: loc)
    }

    override func exec(_ i: Interpreter) throws -> Completion {
        do {
            return endOfDo(try body.exec(i), label: label)
        } catch let e as ThrownError where !e.isInitFailure {
            for c in clauses where try matches(c, e.value, i) {
                let r: Completion
                do {
                    r = try c.body.exec(i)
                } catch let inner as ThrownError {
                    try releaseSlots(c.bound, i)
                    try i.release(e.value)
                    throw inner
                }
                try releaseSlots(c.bound, i)
                try i.release(e.value)
                return endOfDo(r, label: label)
            }
            throw e
        }
    }

    /// Whether clause `c` catches `error`; its bindings are stored when it does.
    private func matches(_ c: Clause, _ error: Value, _ i: Interpreter) throws -> Bool {
        if c.errorSlot >= 0 {
            i.retain(error)
            i.frame.slots[c.errorSlot] = error
        }
        if c.items.isEmpty { return true }
        for item in c.items {
            let mark = i.temps.count
            var ok = try item.pattern.matches(error, i)
            if ok, let condition = item.condition, case .bool(false) = try condition.eval(i) { ok = false }
            try i.releaseTemporaries(to: mark)
            if ok { return true }
            try releaseSlots(c.bound, i)
        }
        return false
    }
}

/// How a `do` statement finishes when its body or clause finished with `r`: a `break` to
/// its own label ends it normally.
func endOfDo(_ r: Completion, label: String?) -> Completion {
    if let label, case .breakLoop(label) = r { return .normal }
    return r
}

/// `try? operand`: nil when the operand throws. The error is released first, then the
/// temporaries the operand made, as swiftc does. An optional result is not wrapped again
/// (Swift 5's flattening), which flat optionals give for free.
final class TryOptional: Expr {
    let operand: Expr
    init(operand: Expr, loc: CodeLocation) {
        self.operand = operand
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let mark = i.temps.count
        do {
            return try operand.eval(i)
        } catch let e as ThrownError where !e.isInitFailure {
            try i.release(e.value)
            try i.releaseTemporaries(to: mark)
            return .none
        }
    }
    override func isOptional(_ i: Interpreter) -> Bool { true }
    override var staticSpec: TypeSpec {
        var s = operand.staticSpec
        if !s.name.isEmpty || s.isFunction { s.isOptional = true }
        return s
    }
}

/// `try! operand`: a trap when the operand throws, with Swift's message; the statement's
/// temporaries and the error are released first (see `ForcedTryFailure`).
final class TryForce: Expr {
    let operand: Expr
    init(operand: Expr, loc: CodeLocation) {
        self.operand = operand
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        do {
            return try operand.eval(i)
        } catch let e as ThrownError where !e.isInitFailure {
            throw ForcedTryFailure(trap: Trap(
                "'try!' expression unexpectedly raised an error: \(i.describe(e.value, debug: true))", at: loc),
                error: e.value)
        }
    }
    override func isOptional(_ i: Interpreter) -> Bool { operand.isOptional(i) }
    override var staticSpec: TypeSpec { operand.staticSpec }
    override var isOptionalChainLink: Bool { operand.isOptionalChainLink }
}

extension Interpreter {
    /// The trap of a failed `try!`, once the temporaries of its statement (above `mark`)
    /// and then the error are released, as Swift releases them before it stops.
    func trap(for f: ForcedTryFailure, temporariesAbove mark: Int) throws -> Trap {
        try releaseTemporaries(to: mark)
        try release(f.error)
        return f.trap
    }
}
