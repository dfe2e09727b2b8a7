import CoordLabSyntax

/// A pattern in `switch`, `for` and `if case`.
indirect enum Pattern {
    /// `_`.
    case wildcard
    /// `let x` / `x` binding into a local slot.
    case bind(slot: Int, boxed: Bool, name: String)
    /// `.caseName` (resolved by name against the subject's enum type).
    case enumCase(String)
    /// An expression compared with `==` (literals, ranges with `~=`).
    case value(Expr)
    /// An expression matched through the program's `~=` (a static method of the type given).
    case matchOperator(Expr, FunctionCode, TypeRef?)
    /// A range of Doubles, Characters or Strings (`0..<0.5`, `"a"..."z"`, `0.9...`): the
    /// subject compared with each bound given.
    case orderedRange(lower: Expr?, upper: Expr?, closed: Bool, loc: CodeLocation)
    /// `(a, b)`.
    case tuple([Pattern])
    /// `let x?` / `.some(let x)`.
    case some(Pattern)
    /// `is T` / `let x as T`.
    case isType(TypeSpec, Pattern?)
    /// `.name(p, …)`: a case with associated values, each matched by its pattern (one
    /// pattern for several values matches them as a tuple).
    case enumPayload(String, [Pattern])

    /// Whether `v` matches; bindings are stored (retained when `retaining`).
    func matches(_ v: Value, _ i: Interpreter, retaining: Bool = true) throws -> Bool {
        switch self {
        case .wildcard: return true
        case .bind(let slot, let boxed, let name):
            if retaining { i.retain(v) }
            i.frame.slots[slot] = boxed ? .box(Box(value: v, kind: .strong, name: name)) : v
            return true
        case .enumCase(let name):
            if case .enumCase(let e) = v { return e.name == name }
            if name == "none" { return v.isNil }
            return false
        case .value(let e):
            let p = try e.eval(i)
            if case .range(let lo, let hi, let closed) = p {
                if let n = v.integerNumber { return n >= Int128(lo) && n < Int128(hi) }
                // `case 0..<1:` of a Double: Swift makes a range of Doubles of the literals.
                if let d = v.floatingPointNumber { return Value.range(lo, hi, closed: closed, holds: d) }
            }
            return i.valuesEqual(p, v)
        case .matchOperator(let e, let code, let owner):
            let r = try i.invoke(code, self: owner.map { .metatype($0) }, args: [try e.eval(i), v])
            i.keepUntilEndOfStatement(r)
            if case .bool(let matched) = r { return matched }
            return false
        case .orderedRange(let lower, let upper, let closed, let loc):
            if let lower, case .bool(true) = try i.binary(.less, v, try lower.eval(i), at: loc) { return false }
            guard let upper else { return true }
            let below = try i.binary(closed ? .lessOrEqual : .less, v, try upper.eval(i), at: loc)
            if case .bool(let inside) = below { return inside }
            return false
        case .tuple(let ps):
            guard case .tuple(let t) = v, t.elements.count == ps.count else { return false }
            for (p, x) in zip(ps, t.elements) where !(try p.matches(x, i, retaining: retaining)) { return false }
            return true
        case .some(let p):
            if v.isNil { return false }
            return try p.matches(v, i, retaining: retaining)
        case .isType(let spec, let p):
            guard i.value(v, isA: spec) else { return false }
            return try p?.matches(i.castTuple(v, to: spec.name), i, retaining: retaining) ?? true
        case .enumPayload(let name, let ps):
            guard case .enumCase(let e) = v, e.name == name, !e.payload.isEmpty else { return false }
            if ps.count == 1, e.payload.count > 1 { return try ps[0].matches(i.payloadTuple(e), i, retaining: retaining) }
            for (p, x) in zip(ps, e.payload) where !(try p.matches(x, i, retaining: retaining)) { return false }
            return true
        }
    }
}

/// `switch subject { case …: … }`.
final class SwitchStmt: Stmt {
    /// One `case` (or `default`) clause.
    struct Clause {
        let patterns: [Pattern]
        /// The `where` condition of each pattern, if it has one.
        let guards: [Expr?]
        let body: Block
        let bound: [Int]
    }
    let subject: Expr
    let clauses: [Clause]
    /// Whether no clause matches every value (Swift then takes the subject over when a
    /// clause is chosen: see `giveUpSubject`).
    let consumesSubject: Bool
    /// Whether the subject is a tuple literal, which a clause with refutable patterns only
    /// borrows even without a catch-all clause: the tuple dies whole when the switch ends.
    let subjectIsTupleLiteral: Bool
    init(subject: Expr, clauses: [Clause], loc: CodeLocation) {
        self.subject = subject
        self.clauses = clauses
        consumesSubject = !clauses.contains { c in zip(c.patterns, c.guards).contains { $0.isIrrefutable && $1 == nil } }
        subjectIsTupleLiteral = (subject as? TupleLiteral)?.formsSingleValue == true
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        let mark = i.temps.count
        let v = try subject.eval(i)
        // The subject's temporaries go when the switch ends or an error leaves it (a trap
        // stops everything where it is), or earlier when the chosen clause takes them over.
        let r: Completion
        do {
            r = try run(matching: v, temporariesAbove: mark, i)
        } catch let e as ThrownError {
            try i.releaseTemporaries(to: mark, tuplesWhole: true)
            throw e
        }
        try i.releaseTemporaries(to: mark, tuplesWhole: true)
        return r
    }

    /// Runs the first clause whose pattern matches `v`.
    private func run(matching v: Value, temporariesAbove mark: Int, _ i: Interpreter) throws -> Completion {
        for (n, c) in clauses.enumerated() {
            for (k, p) in c.patterns.enumerated() {
                var r: Completion
                do {
                    guard try p.matches(v, i) else { try releaseSlots(c.bound, i); continue }
                    if let g = c.guards[k], case .bool(false) = try g.eval(i) { try releaseSlots(c.bound, i); continue }
                    if takesSubject(p, clause: n, pattern: k) { try giveUpSubject(v, temporariesAbove: mark, i) }
                    r = try c.body.exec(i)
                } catch let e as ThrownError {
                    // The clause's bindings go before the subject's temporaries.
                    try releaseSlots(c.bound, i)
                    throw e
                }
                try releaseSlots(c.bound, i)
                // `fallthrough` leaves the clause (its bindings gone) for the next body,
                // which binds nothing (the compiler checked).
                var next = n + 1
                while case .fallThrough = r, next < clauses.count {
                    r = try clauses[next].body.exec(i)
                    next += 1
                }
                if case .breakLoop(nil) = r { return .normal }
                return r
            }
        }
        return .normal
    }

    /// Whether the `n`th clause, chosen with its `k`th pattern `p`, takes the subject over.
    /// A tuple literal is taken only when no later pattern could match it too: Swift
    /// matches a tuple column by column, and keeps it whole while a later row may need it.
    private func takesSubject(_ p: Pattern, clause n: Int, pattern k: Int) -> Bool {
        if p.isIrrefutable { return true }
        guard consumesSubject else { return false }
        guard subjectIsTupleLiteral else { return true }
        let later = clauses[n].patterns.dropFirst(k + 1) + clauses.dropFirst(n + 1).flatMap(\.patterns)
        return !later.contains { $0.mayMatchTheSameValue(as: p) }
    }

    /// Releases the subject's temporaries before the chosen clause's body, as Swift does
    /// when the clause takes the value over: in a switch without a catch-all clause (the
    /// parts of an enum's payload no pattern bound are destroyed last first), or when the
    /// catch-all clause is the one chosen. A switch with a catch-all clause otherwise only
    /// borrows the value, which dies when the switch ends.
    private func giveUpSubject(_ v: Value, temporariesAbove mark: Int, _ i: Interpreter) throws {
        guard consumesSubject, case .enumCase(let e) = v, e.payload.count > 1 else {
            return try i.releaseTemporaries(to: mark, tuplesWhole: true)
        }
        let parts = e.payload
        for part in parts { i.retain(part) }
        try i.releaseTemporaries(to: mark, tuplesWhole: true)
        for part in parts.reversed() { try i.release(part) }
    }
}

extension Pattern {
    /// Whether some value could match both patterns: they differ only where both name an
    /// enum case, and the cases differ.
    func mayMatchTheSameValue(as other: Pattern) -> Bool {
        switch (self, other) {
        case (.tuple(let a), .tuple(let b)):
            return a.count != b.count || zip(a, b).allSatisfy { $0.mayMatchTheSameValue(as: $1) }
        case (.enumCase(let a), .enumCase(let b)), (.enumCase(let a), .enumPayload(let b, _)),
             (.enumPayload(let a, _), .enumCase(let b)), (.enumPayload(let a, _), .enumPayload(let b, _)):
            return a == b
        default: return true
        }
    }

    /// Whether the pattern matches every value (`_`, `let x`, a tuple of such).
    var isIrrefutable: Bool {
        switch self {
        case .wildcard, .bind: return true
        case .tuple(let ps): return ps.allSatisfy(\.isIrrefutable)
        default: return false
        }
    }
}

/// `do { … }`: a nested scope.
final class DoStmt: Stmt {
    let body: Block
    init(body: Block, loc: CodeLocation) {
        self.body = body
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion { try body.exec(i) }
}
