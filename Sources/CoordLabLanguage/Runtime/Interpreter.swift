import CoordLabSyntax

import Foundation

/// Runs compiled code: owns the globals, the current frame, the statement temporaries
/// and the heap, and applies Swift's ARC to all of them.
public final class Interpreter {
    /// Top-level variables of the session, by slot.
    public var globals: [Value] = []
    /// How each global holds its value.
    var globalKinds: [ReferenceKind] = []
    /// Global names by slot, for the graph's roots.
    public internal(set) var globalNames: [String] = []
    /// Temporaries of the statements being run (a stack shared by nested statements); each
    /// task has its own (see `TaskThread`).
    var temps = Temporaries()
    /// Properties modified in place by the `modify`s running, whose `didSet`s run when
    /// the outermost one is done (see `SimpleDidSet`).
    var simpleDidSetsPending: [SimpleDidSet] = []
    /// The object whose stored properties' defaults are being set (see `GenericFieldDefault`).
    unowned(unsafe) var instanceBeingInitialized: Instance?
    /// The memory of every running call's frame; each task has its own.
    var stack = CallStack()
    /// The running frame.
    var frame: Frame
    /// The value a `return` statement handed back.
    var returnValue: Value = .void
    /// Every type the program declared, plus built-in type names, by name.
    public var types: [String: TypeRef] = [:]
    /// For each written tuple type (`(w: Double, h: Double)`), which elements are Doubles
    /// (see `coerce(_:to:)`), read once.
    var tupleDoubleElements: [String: [Bool]] = [:]
    /// For each tuple type a cast names, its elements' types and labels (see `tuple(_:isA:)`), read once.
    var tupleCastTypes: [String: (elements: [TypeSpec], labels: [String]?)] = [:]
    /// The generic arguments of live instances of generic classes (see `GenericArguments`),
    /// and those of the construction under way, for the instance it allocates next.
    var instanceGenericArguments: [ObjectIdentifier: GenericArguments] = [:]
    var pendingGenericArguments: GenericArguments?
    /// The module-qualified spelling of each generic type `type(of:)` has named
    /// (`Box<Int>` is `main.Box<Swift.Int>`), for `String(reflecting:)` and `debugPrint`.
    var qualifiedGenericSpellings: [String: String] = [:]
    /// The members of the program's extensions of standard types and protocols, by holder
    /// name (see `StandardExtensions`).
    var standardExtensions: [String: StructType] = [:] { didSet { standardHoldersByKind = [:] } }
    /// `StandardExtensions.conformances` resolved to the holders the program has, by
    /// standard kind, made on first use (a holder's name is built and looked up once,
    /// not on every method call on a standard value).
    var standardHoldersByKind: [String: [StructType]] = [:]
    /// The environments of the running calls of generic functions, innermost last, and the
    /// one the next call to start takes (see `GenericEnvironment`).
    var genericEnvironments: [GenericEnvironment] = []
    var pendingGenericEnvironment: GenericEnvironment?
    /// Names of the program's own `mutating func`s, whose calls need their base as storage.
    var mutatingMethodNames: Set<String> = []
    /// Every live instance.
    public let heap = Heap()
    /// Where `print` writes.
    public var output: (String) -> Void
    /// Whether to record lifetime events.
    public var recordsEvents = false
    /// Lifetime events since the last `takeEvents()`.
    var events: [LifetimeEvent] = []
    /// The `id` of the object whose method is running, 0 in top-level code (for
    /// `Instance.creatorID`).
    var currentSelfID = 0
    /// The stored property that marks an instance as a screen: the host names it (the
    /// UIKit prelude's flag that a view controller has appeared) before declaring classes.
    public var screenMarkerField: String?
    /// Told of each screen (an instance of a class with the `screenMarkerField` property)
    /// about to be deinitialized, so the graph views can remember it. Screens only: a
    /// call for every object would cost each destroy a tenth more.
    public var willDestroyScreen: ((Instance) -> Void)?
    /// Set by `return nil` in a failable initializer.
    var returnedNil = false
    /// Current call depth.
    var depth = 0
    /// Calls deeper than this trap, as a real stack overflow would crash.
    public var maxDepth = 2_000
    /// Set from a signal handler to stop a running evaluation.
    public var interruptFlag: UnsafeMutablePointer<Int32>?
    /// Loop iterations and calls since the input started.
    public var ticks = 0
    /// Loop iterations and calls one input may make (nil: no limit), so a runaway loop
    /// ends with a message even where Ctrl-C cannot reach it.
    public var iterationLimit: Int?
    /// Live objects the program may have at once (nil: no limit).
    public var objectLimit: Int?
    /// The threads of started tasks that have not finished, by their record's object id,
    /// and the one running now (nil: the main line of the program).
    var taskThreads: [Int: TaskThread] = [:]
    var runningTask: TaskThread?
    /// The place of the call being made, for parameters defaulting to `#function`, `#line`, …
    var callSite: CallSite?

    /// Creates an interpreter that prints through `output`.
    public init(output: @escaping (String) -> Void = { Swift.print($0, terminator: "") }) {
        self.output = output
        frame = stack.push(count: 0)
    }

    /// Returns and clears the recorded lifetime events.
    public func takeEvents() -> [LifetimeEvent] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Adds a global slot and returns its index.
    public func addGlobal(name: String, kind: ReferenceKind) -> Int {
        globals.append(.void)
        globalKinds.append(kind)
        globalNames.append(name)
        return globals.count - 1
    }

    /// Whether a call of method `name` may mutate its base: a built-in mutator (`append`)
    /// or one of the program's `mutating func`s.
    func mayMutate(_ name: String) -> Bool {
        Builtins.mutating.contains(name) || mutatingMethodNames.contains(name)
    }

    /// The current value of every global, by name (for the graph's roots).
    public var globalValues: [(name: String, kind: ReferenceKind, value: Value)] {
        globals.indices.map { (globalNames[$0], globalKinds[$0], globals[$0]) }
    }

    /// Checks for Ctrl-C; called on loop back-edges and calls.
    @inline(__always)
    func checkInterrupt(at loc: CodeLocation = .unknown) throws {
        ticks &+= 1
        if let limit = iterationLimit, ticks > limit {
            throw Trap("this input ran more than \(limit) loop iterations and calls; `:set loops N` raises the limit", at: loc)
        }
        if ticks & 0x3FF == 0, let f = interruptFlag, f.pointee != 0 {
            f.pointee = 0
            throw Interrupted()
        }
    }

    /// Calls compiled code with `self`, arguments (borrowed: the caller keeps them alive)
    /// and captures; returns the result with +1 (the caller must keep or release it).
    func invoke(_ code: FunctionCode, self selfValue: Value?, args: [Value],
                captures: [Value] = []) throws -> Value {
        let f = pushFrame(for: code, args: args)
        if !captures.isEmpty {
            for (k, c) in captures.enumerated() { f.slots[code.captureSlots[k]] = c }
        }
        return try invoke(code, self: selfValue, in: f)
    }

    /// Runs `code` in `f`, the newest frame, pushed for it with its arguments in place
    /// (see `pushFrame(for:evaluating:)`), and pops it.
    func invoke(_ code: FunctionCode, self selfValue: Value?, in f: Frame) throws -> Value {
        if code.typeOverloads != nil {
            let chosen = overload(of: code, arguments: f)
            if chosen !== code {
                let args = code.params.indices.map { f.slots[code.firstParamSlot + $0] }
                stack.pop(f)
                return try invoke(chosen, self: selfValue, args: args)
            }
        }
        var f = f
        if depth >= maxDepth {
            stack.pop(f)
            throw Trap("stack overflow: more than \(maxDepth) nested calls (runaway recursion?)", at: code.location)
        }
        do { try checkInterrupt(at: code.location) } catch { stack.pop(f); throw error }
        if code.hasSelf, let sv = selfValue { f.slots[0] = sv }
        let environment = pendingGenericEnvironment
        if environment != nil {
            pendingGenericEnvironment = nil
            genericEnvironments.append(environment!)
        }
        // One restore for everything the call changes: a `defer` each would cost more than
        // a small body.
        let callerSelfID = currentSelfID
        if code.hasSelf, case .object(let o)? = selfValue { currentSelfID = o._withUnsafeGuaranteedRef { $0.id } }
        // Swapped rather than assigned: `f` holds the caller's frame until the call ends.
        swap(&frame, &f)
        depth += 1
        defer {
            depth -= 1
            swap(&frame, &f)
            currentSelfID = callerSelfID
            stack.pop(f)
            if environment != nil { genericEnvironments.removeLast() }
        }
        returnValue = .void
        guard let body = code.body else { return .void }
        if case .returned = try body.exec(self) {
            let r = returnValue
            returnValue = .void
            return r
        }
        return .void
    }
}
