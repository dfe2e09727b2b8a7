// How a task runs and waits. Everything else about tasks is in `Task.swift` and
// `TaskRecord.swift`, the same for coordlab and swiftc; this part differs.
//
// With swiftc (the `#else` part), each task is a real Swift task whose executor is the
// run loop: every piece of it the runtime schedules (its start, its resumption after a
// sleep) is a block queued on `RunLoop.main`, so it runs when the loop turns, in order,
// on the main thread. coordlab runs the same blocks itself (`__coordlabTaskSwitch`),
// giving each task a stack of its own to wait on (`__coordlabTaskPark`).
//
// Work for the main actor (`Task { @MainActor in … }`, `await MainActor.run { … }`) is on
// the main thread already: coordlab runs it in place. With swiftc it goes to the main
// dispatch queue, which the loop drains after every block it runs, and its hops back to
// the loop's executor run at once (`__runMainActorWork`), so that no other block comes
// between: the same order as coordlab's.

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

extension RunLoop {
    /// Nothing: work for the main actor runs in place here.
    func __runMainActorWork() {}
}

/// The main actor: everything runs on the main thread here, so its work runs in place.
public enum MainActor {
    /// Runs `body` at once and gives what it gives (Swift's hops to the main thread first).
    static func run<T>(body: () throws -> T) async rethrows -> T {
        return try body()
    }
}
#else
/// The executor of every task: it queues each piece of work on the main run loop.
public final class __RunLoopExecutor: TaskExecutor, @unchecked Sendable {
    /// The one executor.
    static let shared = __RunLoopExecutor()
    /// Whether a task is starting or resuming, whose work waits for the loop's next turn;
    /// any other work is a hop back from the main actor, which runs at once.
    var __queuing = false
    /// Hops back from the main actor, run before the loop goes on (`__runMainActorWork`).
    var __hops: [UnownedJob] = []
    /// Tasks that have started and neither ended nor suspended: their next piece is on the
    /// main queue or among the hops, and runs before the loop goes on.
    var __running = 0

    /// Queues `job` to run on the loop's next turn, or right after the main actor's work.
    public func enqueue(_ job: consuming ExecutorJob) {
        let work = UnownedJob(job)
        if !__queuing {
            __hops.append(work)
            return
        }
        RunLoop.main.__enqueue(due: RunLoop.main.__now, label: "Task", block: {
            work.runSynchronously(on: self.asUnownedTaskExecutor())
        })
    }

    /// Runs `schedule`, whose work waits for the loop's next turn.
    func __queue(_ schedule: () -> Void) {
        __queuing = true
        schedule()
        __queuing = false
    }
}

extension __TaskRecord {
    /// Starts a Swift task on the run loop's executor.
    func __start() {
        __RunLoopExecutor.shared.__queue {
            _ = _Concurrency.Task(executorPreference: __RunLoopExecutor.shared) {
                __RunLoopExecutor.shared.__running += 1
                await self.__run()
                __RunLoopExecutor.shared.__running -= 1
            }
        }
    }

    /// Suspends the task: `register` is given what resumes it (on a later turn of the loop).
    func __suspend(_ register: (@escaping () -> Void) -> Void) async {
        __RunLoopExecutor.shared.__running -= 1
        defer { __RunLoopExecutor.shared.__running += 1 }
        await _Concurrency.withCheckedContinuation { (continuation: _Concurrency.CheckedContinuation<Void, Never>) in
            register({
                __RunLoopExecutor.shared.__queue {
                    continuation.resume()
                }
            })
        }
    }

    /// A duration in seconds.
    static func __seconds(of duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}

extension RunLoop {
    /// Runs the main actor's work (the main dispatch queue), and the hops back from it,
    /// until no task is left in between. A drain runs only what was on the main queue when
    /// it began, and a task whose executor is the loop's goes through the main queue again
    /// at each call of a main-actor function from main-actor code (the runtime switches
    /// when the task executor differs), so the queue is drained while a task is running.
    func __runMainActorWork() {
        let executor = __RunLoopExecutor.shared
        var passes = 0
        while true {
            __drainMainQueue(nil)
            if executor.__hops.isEmpty {
                // A bound, so that a task waiting where the loop cannot see it cannot hang the loop.
                if executor.__running == 0 || passes == 1_000_000 {
                    return
                }
                passes += 1
                continue
            }
            passes = 0
            let hops = executor.__hops
            executor.__hops = []
            for work in hops {
                work.runSynchronously(on: executor.asUnownedTaskExecutor())
            }
        }
    }
}

/// Finds a C function of a library the program has loaded (glibc's `dlsym`).
@_silgen_name("dlsym")
func __dlsym(_ library: UnsafeMutableRawPointer?, _ name: UnsafePointer<CChar>) -> UnsafeMutableRawPointer?

/// libdispatch's drain of the main queue, which a Foundation run loop calls when it
/// turns: found at run time, as the program does not link libdispatch by name.
let __drainMainQueue = unsafeBitCast(__dlsym(nil, "_dispatch_main_queue_callback_4CF")!,
                                     to: (@convention(c) (UnsafeMutableRawPointer?) -> Void).self)
#endif
