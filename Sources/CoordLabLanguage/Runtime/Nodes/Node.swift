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
/// order of declaration.
final class Block: Stmt {
    /// The statements.
    var stmts: [Stmt] = [] { didSet { runningIsCurrent = false } }
    /// Slots of the locals declared directly in this block, in declaration order.
    var locals: [Int] = [] { didSet { runningIsCurrent = false } }
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
        for s in running {
            let r = try s._withUnsafeGuaranteedRef { try $0.exec(i) }
            if case .normal = r { continue }
            try releaseLocals(i)
            return r
        }
        try releaseLocals(i)
        return .normal
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

    /// Releases this block's locals, last declared first, and clears their slots.
    func releaseLocals(_ i: Interpreter) throws {
        if !runningIsCurrent { prepareToRun() }
        try releaseSlots(UnsafeBufferPointer(runningLocals), i)
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
