/// A task as the run loop holds it, from `Task { … }` until its body has run to the end
/// (see `Task`). The prelude's own: `Task`, the value a program keeps, holds one.
public final class __TaskRecord {
    /// The running task's record, nil outside a task and while every task waits.
    static var __current: __TaskRecord?

    /// The body, held until it has run to its end.
    var __operation: (() async throws -> Void)?
    /// Whether the body has run to its end.
    var __ended = false
    /// What the body threw, if it threw (what it gave is in the `Task`'s `__TaskResult`).
    var __error: Error?
    /// What resumes each task awaiting this one's end (`task.value`), in the order they began to wait.
    var __waiters: [() -> Void] = []
    /// Whether `cancel()` was called.
    var __isCancelled = false
    /// Wakes the task from `Task.sleep`, set while it sleeps.
    var __wake: (() -> Void)?
    /// The run loop's number for the block that ends the sleep (see `RunLoop`).
    var __wakeOrder = 0
    /// Whether `cancel()` ended the sleep, which then throws.
    var __sleepCancelled = false
    /// What the task waits for other than a sleep, for `:pending`: "task" (another task's
    /// end) or "continuation"; nil while it runs, sleeps or is about to run.
    var __awaiting: String?
    /// What `cancel()` does for what the task waits on (an `AsyncStream`'s end), set while it waits.
    var __onCancel: (() -> Void)?

    /// Starts `operation` on the next turn of the run loop, which holds the task till the end.
    init(operation: @escaping () async throws -> Void) {
        __operation = operation
        RunLoop.main.__tasks.append(self)
        __start()
    }

    /// Runs the body, keeps what it threw, then lets go of it: the run loop drops the task,
    /// and the tasks awaiting its end are resumed.
    func __run() async {
        __TaskRecord.__current = self
        do {
            try await __operation!()
        } catch {
            __error = error
        }
        __ended = true
        __operation = nil
        RunLoop.main.__tasks.removeAll { $0 === self }
        __TaskRecord.__current = nil
        let waiters = __waiters
        __waiters = []
        for resume in waiters {
            resume()
        }
    }

    /// Suspends the running task until this one's body has run to its end (at once if it has).
    /// Awaited where no task runs (the top-level code of a program that awaits, which Swift
    /// runs as the main actor's task), the loop runs until the task has ended.
    func __awaitEnd() async {
        if __ended {
            return
        }
        guard let waiting = __TaskRecord.__current else {
            while !__ended {
                if !RunLoop.main.__runNext(until: Double.infinity, scheduledBy: -1) {
                    fatalError("the top-level code waits for a task that can never end (Swift's program would wait forever)")
                }
            }
            return
        }
        __TaskRecord.__current = nil
        waiting.__awaiting = "task"
        await waiting.__suspend { resume in
            self.__waiters.append(resume)
        }
        waiting.__awaiting = nil
        __TaskRecord.__current = waiting
    }

    /// `cancel()`: marks the task, and wakes it at once if it sleeps.
    func __cancel() {
        if __isCancelled {
            return
        }
        __isCancelled = true
        if let onCancel = __onCancel {
            __onCancel = nil
            onCancel()
        }
        if let wake = __wake {
            let order = __wakeOrder
            RunLoop.main.__queued.removeAll { $0.order == order }
            __wake = nil
            __sleepCancelled = true
            wake()
        }
    }

    /// `Task.sleep` of the running task. Where no task runs (an awaiting top level, which
    /// Swift runs as the main actor's task), the loop runs until the sleep's end comes due,
    /// in its turn among what falls due at the same time.
    static func __sleep(seconds: Double) async throws {
        guard let current = __TaskRecord.__current else {
            var woke = false
            RunLoop.main.__enqueue(due: RunLoop.main.__now + seconds, label: "Task.sleep", block: {
                woke = true
            })
            while !woke && RunLoop.main.__runNext(until: Double.infinity, scheduledBy: -1) {
            }
            return
        }
        try await current.__sleep(seconds: seconds)
    }

    /// `Task.yield()` of the running task: queued again on the loop, behind what is queued
    /// already. Where no task runs (an awaiting top level), the loop runs what is queued.
    static func __yield() async {
        guard let current = __TaskRecord.__current else {
            try? await __sleep(seconds: 0)
            return
        }
        __TaskRecord.__current = nil
        await current.__suspend { resume in
            RunLoop.main.__enqueue(due: RunLoop.main.__now, label: "Task.yield", block: resume)
        }
        __TaskRecord.__current = current
    }

    /// `Task.sleep`: the loop wakes the task `seconds` from now, unless `cancel()` does first.
    func __sleep(seconds: Double) async throws {
        if __isCancelled {
            throw CancellationError()
        }
        __TaskRecord.__current = nil
        await __suspend { wake in
            // Unowned: the run loop holds the task already (in `__tasks`).
            RunLoop.main.__enqueue(due: RunLoop.main.__now + seconds, label: "Task.sleep", block: { [unowned self] in
                self.__wake = nil
                wake()
            })
            self.__wakeOrder = RunLoop.main.__scheduled
            self.__wake = wake
        }
        __TaskRecord.__current = self
        if __sleepCancelled {
            __sleepCancelled = false
            throw CancellationError()
        }
    }
}

extension __TaskRecord {
    /// Suspends the running task until what `register` is given is called (a stream's
    /// element, a child task's end), `what` it waits for saying so in `:pending`; `cancel()`
    /// runs `onCancel` meanwhile. Where no task runs (an awaiting top level), the loop runs
    /// until `isReady()`.
    static func __wait(for what: String, until isReady: () -> Bool, onCancel: (() -> Void)?,
                       register: (@escaping () -> Void) -> Void) async {
        guard let waiting = __TaskRecord.__current else {
            while !isReady() {
                if !RunLoop.main.__runNext(until: Double.infinity, scheduledBy: -1) {
                    fatalError("the top-level code waits for a \(what) that can never go on (Swift's program would wait forever)")
                }
            }
            return
        }
        __TaskRecord.__current = nil
        waiting.__awaiting = what
        waiting.__onCancel = onCancel
        await waiting.__suspend(register)
        waiting.__onCancel = nil
        waiting.__awaiting = nil
        __TaskRecord.__current = waiting
    }
}
