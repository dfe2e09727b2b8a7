// How a task runs and waits. Everything else about tasks is in `Task.swift` and
// `TaskRecord.swift`, the same for coordlab and swiftc; this part differs.
//
// With swiftc (the `#else` part), each task is a real Swift task whose executor is the
// run loop: every piece of it the runtime schedules (its start, its resumption after a
// sleep) is a block queued on `RunLoop.main`, so it runs when the loop turns, in order,
// on the main thread. coordlab runs the same blocks itself (`__coordlabTaskSwitch`),
// giving each task a stack of its own to wait on (`__coordlabTaskPark`).

#if os(iOS)
extension __TaskRecord {
    /// Queues the task's start on the run loop.
    func __start() {
        RunLoop.main.__enqueue(due: RunLoop.main.__now, label: "Task", block: {
            __coordlabTaskSwitch(self)
        })
    }

    /// Suspends the task: `register` is given what resumes it (on a later turn of the loop).
    func __suspend(_ register: (@escaping () -> Void) -> Void) async {
        // Unowned: what resumes the task must not keep it (with swiftc it holds a continuation).
        register({ [unowned self] in
            RunLoop.main.__enqueue(due: RunLoop.main.__now, label: "Task", block: {
                __coordlabTaskSwitch(self)
            })
        })
        __coordlabTaskPark()
    }

    /// A duration in seconds.
    static func __seconds(of duration: Duration) -> Double {
        return duration.__seconds
    }
}
#else
/// The executor of every task: it queues each piece of work on the main run loop.
final class __RunLoopExecutor: TaskExecutor, @unchecked Sendable {
    /// The one executor.
    static let shared = __RunLoopExecutor()

    /// Queues `job` to run on the loop's next turn.
    func enqueue(_ job: consuming ExecutorJob) {
        let work = UnownedJob(job)
        RunLoop.main.__enqueue(due: RunLoop.main.__now, label: "Task", block: {
            work.runSynchronously(on: self.asUnownedTaskExecutor())
        })
    }
}

extension __TaskRecord {
    /// Starts a Swift task on the run loop's executor.
    func __start() {
        _ = _Concurrency.Task(executorPreference: __RunLoopExecutor.shared) {
            await self.__run()
        }
    }

    /// Suspends the task: `register` is given what resumes it (on a later turn of the loop).
    func __suspend(_ register: (@escaping () -> Void) -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            register({
                continuation.resume()
            })
        }
    }

    /// A duration in seconds.
    static func __seconds(of duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
#endif
