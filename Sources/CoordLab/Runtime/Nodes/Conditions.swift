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
        if conditions.onlyTest != nil { return try passes(conditions.onlyTest!) }
        for c in conditions.list {
            let mark = temps.count
            let ok: Bool
            do {
                ok = try holds(c)
            } catch {
                try? releaseTemporaries(to: mark)
                throw error
            }
            try releaseTemporaries(to: mark)
            if !ok { return false }
        }
        return true
    }

    /// Evaluates a Bool test and releases its temporaries.
    @inline(__always)
    private func passes(_ e: Expr) throws -> Bool {
        let mark = temps.count
        let v: Value
        do {
            v = try e.eval(self)
        } catch {
            try? releaseTemporaries(to: mark)
            throw error
        }
        try releaseTemporaries(to: mark)
        guard case .bool(let b) = v else { throw Trap("condition is not a Bool", at: e.loc) }
        return b
    }

    /// Evaluates one clause, leaving its temporaries to the caller.
    @inline(__always)
    private func holds(_ c: Condition) throws -> Bool {
        switch c {
        case .test(let e):
            guard case .bool(let b) = try e.eval(self) else { throw Trap("condition is not a Bool", at: e.loc) }
            return b
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
