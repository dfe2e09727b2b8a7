import CoordLabSyntax

/// `if conditions { … } else { … }`.
final class IfStmt: Stmt {
    let conditions: Conditions
    /// Slots bound by the conditions, released after the chosen branch.
    let bound: [Int]
    let then: Block
    let otherwise: Stmt?
    init(conditions: [Condition], bound: [Int], then: Block, otherwise: Stmt?, loc: CodeLocation) {
        self.conditions = Conditions(conditions)
        self.bound = bound
        self.then = then
        self.otherwise = otherwise
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        do {
            if try i.holds(conditions) {
                let r = try then.exec(i)
                try releaseSlots(bound, i)
                return r
            }
        } catch let e as ThrownError {
            // A condition or the body threw: the bindings made so far go first.
            try releaseSlots(bound, i)
            throw e
        }
        try releaseSlots(bound, i)
        return try otherwise?.exec(i) ?? .normal
    }
}

/// Releases slots (a block's locals, the bindings of a condition or loop), last bound
/// first, and clears them. A weak or unowned local holds its object as `.weakObject`,
/// which `release` leaves alone: it holds no strong reference.
///
/// Deinits run by the releases may call functions, which reuse `returnValue`: it is kept.
@inline(__always)
func releaseSlots(_ slots: [Int], _ i: Interpreter) throws {
    if slots.isEmpty { return }
    try slots.withUnsafeBufferPointer { try releaseSlots($0, i) }
}

/// Releases the values in `slots`, last first, and clears them; a deinit this runs does
/// not disturb a `return` value on its way out.
func releaseSlots(_ slots: UnsafeBufferPointer<Int>, _ i: Interpreter) throws {
    if slots.isEmpty { return }
    // Moved out and back rather than copied: no copy of the value to make or destroy.
    var returning = Value.void
    swap(&returning, &i.returnValue)
    defer { swap(&returning, &i.returnValue) }
    for s in slots.reversed() {
        try i.releaseLocal(i.frame.slots.take(s))
    }
}

/// `guard conditions else { … }`: the bindings live on in the enclosing block.
final class GuardStmt: Stmt {
    let conditions: Conditions
    let bound: [Int]
    let otherwise: Block
    init(conditions: [Condition], bound: [Int], otherwise: Block, loc: CodeLocation) {
        self.conditions = Conditions(conditions)
        self.bound = bound
        self.otherwise = otherwise
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        if try i.holds(conditions) { return .normal }
        try releaseSlots(bound, i)
        return try otherwise.exec(i)
    }
}

/// `while conditions { … }` and `repeat { … } while condition`.
final class WhileStmt: Stmt {
    let conditions: Conditions
    let bound: [Int]
    let body: Block
    let testFirst: Bool
    let label: String?
    init(conditions: [Condition], bound: [Int], body: Block, testFirst: Bool, label: String?, loc: CodeLocation) {
        self.conditions = Conditions(conditions)
        self.bound = bound
        self.body = body
        self.testFirst = testFirst
        self.label = label
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        var first = true
        while true {
            try i.checkInterrupt(at: loc)
            let r: Completion
            do {
                if testFirst || !first {
                    guard try i.holds(conditions) else { try releaseSlots(bound, i); return .normal }
                }
                first = false
                r = try body.exec(i)
            } catch let e as ThrownError {
                try releaseSlots(bound, i)
                throw e
            }
            try releaseSlots(bound, i)
            if let exit = loopExit(r, label: label) { return exit }
        }
    }
}

/// `for pattern in sequence where condition { … }`: iterates a copy of the sequence.
final class ForInStmt: Stmt {
    let sequence: Expr
    let pattern: Pattern
    let filter: Expr?
    let body: Block
    let label: String?
    /// Slots the pattern binds, released after each iteration.
    let bound: [Int]
    init(sequence: Expr, pattern: Pattern, filter: Expr?, body: Block, label: String?, bound: [Int], loc: CodeLocation) {
        self.sequence = sequence
        self.pattern = pattern
        self.filter = filter
        self.body = body
        self.label = label
        self.bound = bound
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        let mark = i.temps.count
        return try run(over: try sequence.eval(i), i, temporariesFrom: mark)
    }

    /// Runs the loop over `seq`, the sequence's value (the temporaries from `mark` on made it).
    func run(over seq: Value, _ i: Interpreter, temporariesFrom mark: Int) throws -> Completion {
        var seq = seq
        // A string's characters, each a one-character string.
        if case .string(let s) = seq { seq = .array(ArrayBuffer(s.map { .string(String($0)) })) }
        i.retain(seq)
        try i.releaseTemporaries(to: mark)
        // Released when the loop ends or an error leaves it; a trap leaves it alone, as
        // everything else (Swift runs no more code).
        let r: Completion
        do {
            r = try iterate(over: seq, i)
        } catch let e as ThrownError {
            try i.release(seq)
            throw e
        }
        try i.release(seq)
        return r
    }

    /// Runs the body for each element of `seq`.
    private func iterate(over seq: Value, _ i: Interpreter) throws -> Completion {
        let count: Int
        switch seq {
        case .array(let b): count = b.items.count
        case .range(let lo, let hi, _): count = hi - lo
        case .dictionary(let d): count = d.keys.count
        case .set(let s): count = s.items.count
        default: throw Trap("for-in needs an array, range or dictionary", at: loc)
        }
        var k = 0
        while k < count {
            try i.checkInterrupt(at: loc)
            let element: Value
            let m = i.temps.count
            switch seq {
            case .array(let b): element = b.items[k]
            case .range(let lo, _, _): element = .int(lo + k)
            case .dictionary(let d): element = i.tupleOf([d.keys[k], d.values[k]], labels: ["key", "value"])
            case .set(let s): element = s.items[k]
            default: element = .void
            }
            k += 1
            if let exit = try visit(element, i, temporariesFrom: m) { return exit }
        }
        return .normal
    }

    /// Runs the body for one element (the temporaries from `mark` on made it): nil to go
    /// on with the next one, or how the loop finishes.
    func visit(_ element: Value, _ i: Interpreter, temporariesFrom mark: Int) throws -> Completion? {
        let r: Completion
        do {
            let matched = try pattern.matches(element, i, retaining: true)
            try i.releaseTemporaries(to: mark)
            // `for case`: an element the pattern does not match is skipped.
            guard matched else { try releaseSlots(bound, i); return nil }
            if let f = filter {
                let fm = i.temps.count
                let pass = try f.eval(i)
                try i.releaseTemporaries(to: fm)
                guard case .bool(true) = pass else { try releaseSlots(bound, i); return nil }
            }
            r = try body.exec(i)
        } catch let e as ThrownError {
            // The element's bindings go before the sequence.
            try releaseSlots(bound, i)
            throw e
        }
        try releaseSlots(bound, i)
        return loopExit(r, label: label)
    }
}

/// What a loop does after its body finished with `r`: nil to go on with the next
/// iteration, or how the loop itself finishes (`break` ends it normally; `return` and
/// jumps to an outer label pass through).
func loopExit(_ r: Completion, label: String?) -> Completion? {
    switch r {
    case .normal: return nil
    case .breakLoop(let l) where l == nil || l == label: return .normal
    case .continueLoop(let l) where l == nil || l == label: return nil
    default: return r
    }
}

/// `return`, `return expr`.
final class ReturnStmt: Stmt {
    let value: Expr?
    let spec: TypeSpec
    let inFailableInit: Bool
    /// What returning a value converts, decided from `spec` once.
    private let coercion: StoreCoercion
    /// In a class's failable initializer, `return nil` leaves as an error does, so that the
    /// object is given up as Swift gives it up (see `ThrownError.isInitFailure`).
    var failsByUnwinding = false
    init(value: Expr?, spec: TypeSpec, inFailableInit: Bool, loc: CodeLocation) {
        self.value = value
        self.spec = spec
        coercion = StoreCoercion(spec)
        self.inFailableInit = inFailableInit
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        guard let e = value else { i.returnValue = .void; return .returned }
        let mark = i.temps.count
        let v = i.coerce(try e.eval(i), with: coercion)
        if inFailableInit, v.isNil {
            if failsByUnwinding {
                try i.releaseTemporaries(to: mark)
                var failure = ThrownError(value: .none, location: loc)
                failure.isInitFailure = true
                throw failure
            }
            i.returnedNil = true
        }
        i.retain(v)
        try i.releaseTemporaries(to: mark)
        i.returnValue = v
        return .returned
    }
}

/// `break` / `continue`, optionally labelled.
final class JumpStmt: Stmt {
    let isBreak: Bool
    let label: String?
    init(isBreak: Bool, label: String?, loc: CodeLocation) {
        self.isBreak = isBreak
        self.label = label
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        isBreak ? .breakLoop(label) : .continueLoop(label)
    }
}

/// A statement that does nothing (declarations handled elsewhere).
final class EmptyStmt: Stmt {
    override func exec(_ i: Interpreter) throws -> Completion { .normal }
}

/// The end of a local's life before the end of its block (a closure Swift keeps on the
/// stack, after its last call): its value is released and its slot cleared.
final class EndLifetimeStmt: Stmt {
    let slot: Int
    init(slot: Int, loc: CodeLocation) {
        self.slot = slot
        super.init(loc: loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        try releaseSlots([slot], i)
        return .normal
    }
}

/// A call after which locals' lives end (a stack closure's last call): the call's value,
/// then the locals released and their slots cleared.
final class EndingLifetimes: Expr {
    let call: Expr
    let slots: [Int]
    init(_ call: Expr, slots: [Int], loc: CodeLocation) {
        self.call = call
        self.slots = slots
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        let v = try call.eval(i)
        try releaseSlots(slots, i)
        return v
    }
    override var staticSpec: TypeSpec { call.staticSpec }
}
