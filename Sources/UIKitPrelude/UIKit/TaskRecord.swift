/// A task as the run loop holds it, from `Task { … }` until its body has run to the end
/// (see `Task`). The prelude's own: `Task`, the value a program keeps, holds one.
final class __TaskRecord {
    /// The running task's record, nil outside a task and while every task waits.
    static var __current: __TaskRecord?

    /// The body, held until it has run to its end.
    var __operation: (() async throws -> Void)?
    /// Whether `cancel()` was called.
    var __isCancelled = false
    /// Wakes the task from `Task.sleep`, set while it sleeps.
    var __wake: (() -> Void)?
    /// The run loop's number for the block that ends the sleep (see `RunLoop`).
    var __wakeOrder = 0
    /// Whether `cancel()` ended the sleep, which then throws.
    var __sleepCancelled = false

    /// Starts `operation` on the next turn of the run loop, which holds the task till the end.
    init(operation: @escaping () async throws -> Void) {
        __operation = operation
        RunLoop.main.__tasks.append(self)
        __start()
    }

    /// Runs the body, then lets go of it: the run loop drops the task. What the body throws
    /// ends it, as it ends a `Task` whose result nobody reads.
    func __run() async {
        __TaskRecord.__current = self
        try? await __operation!()
        __operation = nil
        RunLoop.main.__tasks.removeAll { $0 === self }
        __TaskRecord.__current = nil
    }

    /// `cancel()`: marks the task, and wakes it at once if it sleeps.
    func __cancel() {
        if __isCancelled {
            return
        }
        __isCancelled = true
        if let wake = __wake {
            let order = __wakeOrder
            RunLoop.main.__queued.removeAll { $0.order == order }
            __wake = nil
            __sleepCancelled = true
            wake()
        }
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
