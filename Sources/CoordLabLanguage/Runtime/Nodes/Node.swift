import CoordLabSyntax

/// A compiled expression: evaluates to a value kept alive until the end of the statement.
///
/// Results are either fresh values already registered as statement temporaries, or
/// values read from storage that cannot change during the statement.
class Expr {
    /// Where the expression starts.
    let loc: CodeLocation
    init(loc: CodeLocation) { self.loc = loc }

    /// Evaluates the expression.
    func eval(_ i: Interpreter) throws -> Value {
        fatalError("eval not implemented for \(type(of: self))")
    }

    /// Whether the expression's static type is an Optional (decides `Optional(…)` in print).
    func isOptional(_ i: Interpreter) -> Bool { false }

    /// The declared type, when the compiler or runtime knows it.
    var staticSpec: TypeSpec { .unknown }

    /// Whether this is `x?` inside an optional chain.
    var isOptionalChainLink: Bool { false }

    /// The frame slot this expression reads, when that slot keeps its value for the whole
    /// statement (a strong `let` local or `self`); nil otherwise.
    var borrowedLocalSlot: Int? { nil }
}

/// An expression that consumes its operands, as calls and member accesses do in Swift:
/// temporaries its operands created are released as soon as it has its result
/// (`f(N())` frees the `N` when `f` returns; `N().name` frees it once `name` is read).
class ConsumingExpr: Expr {
    /// Evaluates operands and performs the operation.
    func perform(_ i: Interpreter) throws -> Value {
        fatalError("perform not implemented for \(type(of: self))")
    }

    override final func eval(_ i: Interpreter) throws -> Value {
        let mark = i.temps.count
        let r = try perform(i)
        return try i.endAccess(mark, keeping: r)
    }
}

/// How a statement finished.
enum Completion {
    case normal
    case breakLoop(String?)
    case continueLoop(String?)
    case returned
    /// `fallthrough`: the enclosing `switch` runs the next clause's body.
    case fallThrough
}

/// A compiled statement.
class Stmt {
    /// Where the statement starts.
    let loc: CodeLocation
    init(loc: CodeLocation) { self.loc = loc }

    /// Runs the statement.
    func exec(_ i: Interpreter) throws -> Completion {
        fatalError("exec not implemented for \(type(of: self))")
    }
}

/// A sequence of statements with its own local variables, released at exit in reverse
/// order of declaration, with its `defer` blocks among them: Swift keeps one stack of
/// cleanups per scope, so a `defer` runs after the locals declared below it are released
/// and before those declared above it.
///
/// An error thrown through the block (`ThrownError`) releases the temporaries of the
/// statement it left and then the block's locals and defers, before going on up.
final class Block: Stmt {
    /// The statements.
    var stmts: [Stmt] = [] { didSet { runningIsCurrent = false } }
    /// Slots of the locals declared directly in this block, in declaration order.
    var locals: [Int] = [] { didSet { runningIsCurrent = false } }
    /// The `defer` statements declared directly in this block, in declaration order.
    var defers: [DeferStmt] = []
    /// For the body of an initializer: what an error leaving it does to the object.
    var initUnwinding: InitUnwinding?
    /// The statements as unretained references, made on first run. `stmts` owns them;
    /// running a statement through a reference loaded from an array would retain and
    /// release it (and the array) around every run, a tenth of a small loop's time.
    private var running = UnsafeMutableBufferPointer<Unmanaged<Stmt>>(start: nil, count: 0)
    /// `locals`, copied on first run for the same reason.
    private var runningLocals = UnsafeMutableBufferPointer<Int>(start: nil, count: 0)
    private var runningIsCurrent = false

    deinit {
        running.deallocate()
        runningLocals.deallocate()
    }

    override func exec(_ i: Interpreter) throws -> Completion {
        if !runningIsCurrent { prepareToRun() }
        let mark = i.temps.count
        do {
            for s in running {
                let r = try s._withUnsafeGuaranteedRef { try $0.exec(i) }
                if case .normal = r { continue }
                try releaseLocals(i)
                return r
            }
            try releaseLocals(i)
            return .normal
        } catch let e as ThrownError {
            throw try unwind(e, i, temporariesAbove: mark)
        } catch let f as ForcedTryFailure {
            throw try i.trap(for: f, temporariesAbove: mark)
        }
    }

    /// What an error leaving the block does on its way: the temporaries of the statement
    /// it left (above `mark`), last first; the locals and run defers; and, for an
    /// initializer's body, the object (see `InitUnwinding`). Returns the error to rethrow.
    func unwind(_ e: ThrownError, _ i: Interpreter, temporariesAbove mark: Int) throws -> ThrownError {
        var e = e
        try i.releaseTemporaries(to: mark)
        try releaseLocals(i)
        if let u = initUnwinding, !e.objectGivenUp {
            try i.giveUpObject(u)
            e.objectGivenUp = true
        }
        return e
    }

    private func prepareToRun() {
        running.deallocate()
        running = .allocate(capacity: stmts.count)
        _ = running.initialize(from: stmts.lazy.map { Unmanaged.passUnretained($0) })
        runningLocals.deallocate()
        runningLocals = .allocate(capacity: locals.count)
        _ = runningLocals.initialize(from: locals)
        runningIsCurrent = true
    }

    /// Releases this block's locals, last declared first, and clears their slots; the
    /// `defer`s that ran are run in their place among them.
    func releaseLocals(_ i: Interpreter) throws {
        if !runningIsCurrent { prepareToRun() }
        if defers.isEmpty {
            try releaseSlots(UnsafeBufferPointer(runningLocals), i)
            return
        }
        var d = defers.count - 1
        for k in stride(from: runningLocals.count - 1, through: 0, by: -1) {
            while d >= 0, defers[d].position > k {
                try defers[d].runIfReached(i)
                d -= 1
            }
            try releaseSlots(UnsafeBufferPointer(rebasing: runningLocals[k...k]), i)
        }
        while d >= 0 {
            try defers[d].runIfReached(i)
            d -= 1
        }
    }
}

/// `defer { … }`: running it only notes, in a slot of the frame, that the block around it
/// must run the body when it exits (see `Block.releaseLocals`).
final class DeferStmt: Stmt {
    /// How many locals of the enclosing block are declared before it.
    let position: Int
    /// The frame slot that says it was reached (`.bool(true)`) in this run of the block.
    let flagSlot: Int
    let body: Block
    init(position: Int, flagSlot: Int, body: Block, loc: CodeLocation) {
        self.position = position
        self.flagSlot = flagSlot
        self.body = body
        super.init(loc: loc)
    }

    override func exec(_ i: Interpreter) throws -> Completion {
        i.frame.slots[flagSlot] = .bool(true)
        return .normal
    }

    /// Runs the body if the block reached this statement, leaving a `return` value on its
    /// way out alone (the body may call functions, which reuse it).
    func runIfReached(_ i: Interpreter) throws {
        guard case .bool(true) = i.frame.slots[flagSlot] else { return }
        i.frame.slots[flagSlot] = .void
        var returning = Value.void
        swap(&returning, &i.returnValue)
        defer { swap(&returning, &i.returnValue) }
        _ = try body.exec(i)
    }
}

/// An expression statement: evaluates and releases its temporaries.
final class ExprStmt: Stmt {
    let expr: Expr
    init(_ expr: Expr) {
        self.expr = expr
        super.init(loc: expr.loc)
    }
    override func exec(_ i: Interpreter) throws -> Completion {
        let mark = i.temps.count
        _ = try expr.eval(i)
        try i.releaseTemporaries(to: mark)
        return .normal
    }
}
