/// Swift's `Task`, on the main run loop's virtual time (see `RunLoop`), so that every
/// program gives the same output every time.
///
/// `Task { … }` starts the body on the next turn of the run loop, and the run loop holds
/// the task, and through it the body and everything the body captures, until the body has
/// run to its end: a task whose body captures `self` keeps `self` alive that long, even
/// after nothing else holds it. `Task.sleep(for:)` (or `nanoseconds:`) lets the loop run other work and wakes
/// the task when virtual time reaches the end of the sleep; `cancel()` wakes a sleeping
/// task at once, and its `Task.sleep` throws `CancellationError`.
///
/// Everything runs on the main thread, one piece at a time: an `await` of an async
/// function that does not sleep runs that function to its end, as in a real app when
/// nothing else is ready to run.
public struct Task<Success, Failure: Error> {
    /// What the run loop holds while the task runs.
    let __record: __TaskRecord
    /// What the body gives, held by the body until it has run and by every `Task` value of
    /// it (as Swift keeps a task's result while the task lives).
    let __result: __TaskResult<Success>

    /// Asks the task to stop: a sleeping task wakes at once; its body sees
    /// `Task.isCancelled` and decides.
    func cancel() {
        __record.__cancel()
    }

    /// Whether `cancel()` was called.
    var isCancelled: Bool {
        return __record.__isCancelled
    }
}

extension Task where Failure == Never {
    /// Starts `operation`, which does not throw, on the next turn of the run loop. As
    /// Swift's, its closure may use a class's members without `self.`.
    init(@_implicitSelfCapture operation: @escaping () async -> Success) {
        let result = __TaskResult<Success>()
        __result = result
        __record = __TaskRecord(operation: {
            let value = await operation()
            result.__values = [value]
        })
    }

    /// `Task { … }`: the run loop runs tasks in the order they were queued, whatever their
    /// `priority`.
    init(priority: TaskPriority?, @_implicitSelfCapture operation: @escaping () async -> Success) {
        self.init(operation: operation)
    }

    /// Starts `operation` as `Task { … }` does; its closure is isolated to no actor.
    static func detached(operation: @escaping @Sendable () async -> Success) -> Task<Success, Never> {
        return Task(operation: operation)
    }

    /// `Task.detached { … }`, whatever its `priority`.
    static func detached(priority: TaskPriority?, operation: @escaping @Sendable () async -> Success) -> Task<Success, Never> {
        return Task(operation: operation)
    }

    /// What the body gives, awaited until it has run to its end.
    var value: Success {
        get async {
            await __record.__awaitEnd()
            return __result.__values[0]
        }
    }

    /// The body's value as a `Result`, awaited until it has run to its end.
    var result: Result<Success, Never> {
        get async {
            return .success(await value)
        }
    }
}

extension Task where Failure == Error {
    /// Starts `operation`, which may throw, on the next turn of the run loop; what it
    /// throws ends the task; its closure may use a class's members without `self.`.
    init(@_implicitSelfCapture operation: @escaping () async throws -> Success) {
        let result = __TaskResult<Success>()
        __result = result
        __record = __TaskRecord(operation: {
            let value = try await operation()
            result.__values = [value]
        })
    }

    /// `Task { … }`, whatever its `priority` (see the other `init(priority:operation:)`).
    init(priority: TaskPriority?, @_implicitSelfCapture operation: @escaping () async throws -> Success) {
        self.init(operation: operation)
    }

    /// What the body gives, awaited until it has run to its end; what it threw is thrown.
    var value: Success {
        get async throws {
            await __record.__awaitEnd()
            if let error = __record.__error {
                throw error
            }
            return __result.__values[0]
        }
    }

    /// What the body gave or threw, awaited until it has run to its end.
    var result: Result<Success, Error> {
        get async {
            await __record.__awaitEnd()
            if let error = __record.__error {
                return .failure(error)
            }
            return .success(__result.__values[0])
        }
    }
}

/// Where a task keeps what its body gave: an array of at most one value, so that an
/// Optional value is kept as itself.
public final class __TaskResult<Success> {
    var __values: [Success] = []
}

extension Task where Success == Never, Failure == Never {
    /// Whether the running task was cancelled.
    static var isCancelled: Bool {
        return __TaskRecord.__current?.__isCancelled ?? false
    }

    /// The priority of the running task: the run loop keeps none, so `.medium`.
    static var currentPriority: TaskPriority {
        return .medium
    }

    /// Throws `CancellationError` when the running task was cancelled.
    static func checkCancellation() throws {
        if Task.isCancelled {
            throw CancellationError()
        }
    }

    /// Suspends the running task for `duration` of virtual time; throws
    /// `CancellationError` when the task is cancelled before (or while) it sleeps.
    static func sleep(for duration: Duration) async throws {
        try await __TaskRecord.__sleep(seconds: __TaskRecord.__seconds(of: duration))
    }

    /// Lets what the run loop has queued run before the running task goes on: the task
    /// is queued again, behind it. Unlike a sleep, it never throws.
    static func yield() async {
        await __TaskRecord.__yield()
    }

    /// Suspends the running task for `duration` nanoseconds of virtual time, as
    /// `sleep(for:)` does. Swift's takes a `UInt64`; this one an `Int` (coordlab has no
    /// sized integers), which a literal or an `Int` expression writes the same.
    static func sleep(nanoseconds duration: Int) async throws {
        try await __TaskRecord.__sleep(seconds: Double(duration) / 1e9)
    }
}
