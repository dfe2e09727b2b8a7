import CoordLabSyntax
import Foundation

/// One task of the program (`Task { … }`), run on a thread of its own so that its body can
/// stop in the middle (`Task.sleep`) and go on later with its calls where they were.
///
/// Only one thread runs interpreted code at a time: the run loop's block for the task hands
/// the task the baton (`switchToTask`) and waits until the task gives it back, by parking
/// (`parkTask`) or by finishing. So a program with tasks stays as deterministic as one
/// without. The interpreter's state of a running line of code (its call stack,
/// temporaries, current frame) is the task's own while it runs.
final class TaskThread: @unchecked Sendable {
    /// Guards `hasBaton` and signals each hand-over.
    let baton = NSCondition()
    /// Whether the task's thread is the one running (the main line waits meanwhile).
    var hasBaton = false
    /// Whether the body has run to its end.
    var finished = false
    /// What ended the body abnormally (a trap), for the main line to report.
    var failure: Error?
    /// The task's execution state while it does not run, the main line's while it does.
    var parked: ExecutionState
    /// The process that started the thread: a process made by `fork()` (explore's
    /// journeys) has none of its threads, so it cannot run the task on.
    let process = getpid()

    init(state: ExecutionState) {
        parked = state
    }

    /// Waits, on the calling thread, until the baton is given to it (`true`) or back (`false`).
    func wait(untilBatonIs held: Bool) {
        baton.lock()
        while hasBaton != held { baton.wait() }
        baton.unlock()
    }

    /// Hands the baton over: to the task (`true`) or back to the main line (`false`).
    func pass(batonTo held: Bool) {
        baton.lock()
        hasBaton = held
        baton.broadcast()
        baton.unlock()
    }
}

/// The interpreter's state that belongs to one line of execution, swapped when a task
/// starts or stops running.
struct ExecutionState {
    var stack: CallStack
    var temps: Temporaries
    var frame: Frame
    var genericEnvironments: [GenericEnvironment] = []
    var currentSelfID = 0
    var depth = 0

    /// A fresh state, for a task about to start.
    static func fresh() -> ExecutionState {
        let stack = CallStack()
        return ExecutionState(stack: stack, temps: Temporaries(), frame: stack.push(count: 0))
    }
}

extension Interpreter {
    /// Bytes of stack each task's thread has, as much as the main line's (see `onLargeStack`).
    static let taskStackSize = 1 << 30

    /// The interpreter's state of the line running now.
    var executionState: ExecutionState {
        get {
            ExecutionState(stack: stack, temps: temps, frame: frame, genericEnvironments: genericEnvironments,
                           currentSelfID: currentSelfID, depth: depth)
        }
        set {
            stack = newValue.stack
            temps = newValue.temps
            frame = newValue.frame
            genericEnvironments = newValue.genericEnvironments
            currentSelfID = newValue.currentSelfID
            depth = newValue.depth
        }
    }

    /// Whether a task has started and not finished (its calls are on a thread of its own).
    public var hasStartedTasks: Bool { !taskThreads.isEmpty }

    /// Forgets the threads of started tasks, whose records a restored snapshot no longer
    /// has (see `InterpreterSnapshot`): each stays parked, holding nothing the program sees.
    public func forgetStartedTasks() {
        taskThreads = [:]
    }

    /// What each task waiting in the middle of its body holds in its calls (its locals,
    /// parameters and statement temporaries, each reference as many times as it is held),
    /// by the object id of its record: the graph draws them as the task's, as a suspended
    /// task holds them in a compiled program (`guard let self` before a sleep).
    public var waitingTasks: [Int: [Value]] {
        var held: [Int: [Value]] = [:]
        for (id, task) in taskThreads where task !== runningTask {
            held[id] = task.parked.stack.liveValues + task.parked.temps.values
        }
        return held
    }

    /// `__coordlabTaskSwitch(record)`: runs the task of `record` (a `__TaskRecord`) until it
    /// parks or finishes, starting it (its `__run()`) the first time. Rethrows a trap of its body.
    func switchToTask(_ record: Value, at loc: CodeLocation) throws {
        guard runningTask == nil else {
            throw Trap.unsupported("running the run loop inside a Task", at: loc)
        }
        guard let id = record.instance?.id else { throw Trap("not a task", at: loc) }
        let task: TaskThread
        if let started = taskThreads[id] {
            guard started.process == getpid() else {
                throw Trap.unsupported("exploring an app whose Task waits across steps (a journey's copy of the app cannot resume it)", at: loc)
            }
            task = started
        } else {
            task = TaskThread(state: .fresh())
            taskThreads[id] = task
            start(task, running: record)
        }
        let mainLine = executionState
        executionState = task.parked
        runningTask = task
        task.pass(batonTo: true)
        task.wait(untilBatonIs: false)
        task.parked = executionState
        executionState = mainLine
        runningTask = nil
        if task.finished { taskThreads[id] = nil }
        if let failure = task.failure {
            task.failure = nil
            throw failure
        }
    }

    /// `__coordlabTaskPark()`: the running task gives the baton back and waits for it.
    func parkTask(at loc: CodeLocation) throws {
        guard let task = runningTask else {
            // Top-level code that awaits the loop: nothing turns it meanwhile, so swiftc's program waits forever.
            throw Trap.unsupported("waiting outside a Task { … } body (top-level code awaiting work queued on the run loop "
                                   + "would wait forever: nothing turns the loop while it waits)", at: loc)
        }
        task.pass(batonTo: false)
        task.wait(untilBatonIs: true)
    }

    /// Starts the thread of `task`, which waits for the baton, then runs `record.__run()`.
    private func start(_ task: TaskThread, running record: Value) {
        let thread = Thread { [unowned self] in
            task.wait(untilBatonIs: true)
            do {
                let mark = self.temps.count
                _ = try self.callMethod(on: record, "__run", [], labels: [], trailing: 0, at: .unknown)
                try self.releaseTemporaries(to: mark)
            } catch {
                task.failure = error
            }
            task.finished = true
            task.pass(batonTo: false)
        }
        thread.stackSize = Self.taskStackSize
        thread.start()
    }
}
