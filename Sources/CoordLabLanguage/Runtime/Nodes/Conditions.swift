/// One clause of an `if`, `guard` or `while` condition list.
enum Condition {
    /// A Bool expression.
    case test(Expr)
    /// `let name = expr` (optional binding) into a slot.
    case bind(slot: Int, Expr, boxed: Bool, name: String)
    /// `case .x = expr` pattern.
    case match(Pattern, Expr)
}

/// A statement's condition list, with the commonest list, one Bool test (`while k < 3`),
/// kept apart: running it needs no walk over the list, whose every element read would
/// retain and release its expression.
struct Conditions {
    let list: [Condition]
    /// The expression, when the list is a single Bool test.
    let onlyTest: Expr?

    init(_ list: [Condition]) {
        self.list = list
        if list.count == 1, case .test(let e) = list[0] { onlyTest = e } else { onlyTest = nil }
    }
}

extension Interpreter {
    /// Evaluates a condition list; bindings are stored (retained) in their slots.
    /// Temporaries of the conditions are released before the body runs.
    func holds(_ conditions: Conditions) throws -> Bool {
        if conditions.onlyTest != nil { return try releasingTemporaries { try test(conditions.onlyTest!) } }
        for c in conditions.list where try !releasingTemporaries({ try holds(c) }) { return false }
        return true
    }

    /// Runs `body`, then releases the temporaries it made, also when it throws an error
    /// of the program's (a trap stops everything where it is).
    @inline(__always)
    private func releasingTemporaries<R>(_ body: () throws -> R) throws -> R {
        let mark = temps.count
        let r: R
        do {
            r = try body()
        } catch let e as ThrownError {
            try releaseTemporaries(to: mark)
            throw e
        }
        try releaseTemporaries(to: mark)
        return r
    }

    /// The value of a Bool test.
    @inline(__always)
    private func test(_ e: Expr) throws -> Bool {
        guard case .bool(let b) = try e.eval(self) else { throw Trap("condition is not a Bool", at: e.loc) }
        return b
    }

    /// Evaluates one clause, leaving its temporaries to the caller.
    @inline(__always)
    private func holds(_ c: Condition) throws -> Bool {
        switch c {
        case .test(let e):
            return try test(e)
        case .bind(let slot, let e, let boxed, let name):
            let v = try e.eval(self)
            if v.isNil { return false }
            retain(v)
            frame.slots[slot] = boxed ? .box(Box(value: v, kind: .strong, name: name)) : v
            return true
        case .match(let p, let e):
            return try p.matches(try e.eval(self), self)
        }
    }
}
