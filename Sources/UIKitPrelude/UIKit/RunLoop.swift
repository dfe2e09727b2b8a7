/// The main run loop, on virtual time. It is the one loop of the program: the main
/// queue's blocks, `asyncAfter` blocks, blocks sent to a global queue and scheduled
/// timers all wait on it, and run only while it turns.
///
/// Time is virtual: it starts at 0 and moves only when the loop is run until a date
/// (`RunLoop.main.run(until: Date().addingTimeInterval(2))`, or `:wait 2s` in the REPL),
/// so every program gives the same output every time. What falls due in that span runs
/// in order of its due time; things due at the same time run in the order they were
/// scheduled. An app's run loop turns after every event; the REPL turns it after every
/// input (`__coordlabRunLoopTurn()`), while `coordlab run`, as a compiled program,
/// runs queued work only when the program runs the loop.
///
/// Apple's `RunLoop` retains every timer scheduled on it until `invalidate()`; a queue
/// retains each block until it has run. `queued` and `timers` are those references.
public final class RunLoop {
    /// The main thread's run loop.
    static let main = RunLoop()
    /// The current run loop: the main one, as everything runs on the main thread here.
    static var current: RunLoop {
        return RunLoop.main
    }

    /// Virtual seconds since the program started.
    var __now: Double = 0
    /// Counts everything scheduled, so that what is due at the same time runs in order.
    var __scheduled = 0
    /// Blocks waiting on a queue, in the order they were sent.
    var __queued: [__QueuedBlock] = []
    /// Scheduled timers, held until they are invalidated.
    var __timers: [Timer] = []
    /// Tasks whose body has not run to its end (see `Task`).
    var __tasks: [__TaskRecord] = []

    /// The run loop's modes; every mode is the same loop here.
    public struct Mode: Equatable {
        let rawValue: String

        init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        static let `default` = Mode("kCFRunLoopDefaultMode")
        static let common = Mode("kCFRunLoopCommonModes")
    }

    /// Runs the loop until `limitDate`: virtual time moves there, and what falls due on
    /// the way runs in order. Given a date that has come already (`Date()`), the loop makes
    /// one pass, as a real one does: what was due when it began runs, and what that work
    /// sends to the main queue waits for the next run.
    func run(until limitDate: Date) {
        if limitDate.__seconds <= __now {
            let last = __scheduled
            while __runNext(until: __now, scheduledBy: last) {
            }
            return
        }
        __runDue(until: limitDate.__seconds)
    }

    /// Runs the loop for as long as something is scheduled on it: virtual time moves from
    /// one due block or timer to the next (a repeating timer never lets it end, as on a
    /// device). With nothing left, it returns, as Apple's `run()` does once no timer or
    /// source is attached.
    func run() {
        while __runNext(until: Double.infinity, scheduledBy: -1) {
        }
    }

    /// Schedules `timer` on the loop (for a timer made with `Timer(timeInterval:…)`).
    func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        if !timer.isValid || __timers.contains(where: { $0 === timer }) {
            return
        }
        __scheduled += 1
        timer.__order = __scheduled
        __timers.append(timer)
    }

    /// Queues `block` to run at virtual time `due`.
    func __enqueue(due: Double, label: String, block: @escaping () -> Void) {
        __scheduled += 1
        __queued.append(__QueuedBlock(due: due, order: __scheduled, label: label, block: block))
    }

    /// Removes `timer` from the loop (its `invalidate()`).
    func __remove(_ timer: Timer) {
        __timers.removeAll { $0 === timer }
    }

    /// Runs everything due by `time` in order, then moves the clock to `time`.
    func __runDue(until time: Double) {
        while __runNext(until: time, scheduledBy: -1) {
        }
        if time > __now {
            __now = time
        }
    }

    /// Runs the earliest thing due by `time` among those scheduled as number `last` or
    /// before (any, when `last` is -1); false when nothing is.
    func __runNext(until time: Double, scheduledBy last: Int) -> Bool {
        var best = -1
        var bestDue = 0.0
        var bestOrder = 0
        for (k, entry) in __queued.enumerated() where entry.due <= time && (last < 0 || entry.order <= last) {
            if best < 0 || entry.due < bestDue || (entry.due == bestDue && entry.order < bestOrder) {
                best = k
                bestDue = entry.due
                bestOrder = entry.order
            }
        }
        var timerIndex = -1
        for (k, timer) in __timers.enumerated() where timer.__fireTime <= time && (last < 0 || timer.__order <= last) {
            if (best < 0 && timerIndex < 0) || timer.__fireTime < bestDue || (timer.__fireTime == bestDue && timer.__order < bestOrder) {
                timerIndex = k
                bestDue = timer.__fireTime
                bestOrder = timer.__order
            }
        }
        if timerIndex < 0 && best < 0 {
            return false
        }
        if bestDue > __now {
            __now = bestDue
        }
        if timerIndex >= 0 {
            let timer = __timers[timerIndex]
            timer.__fireOnSchedule()
        } else {
            let entry = __queued.remove(at: best)
            entry.block()
        }
        __runMainActorWork()
        return true
    }
}

/// Dispatch's `dispatchMain()`: the main queue's work runs, on virtual time, for as long
/// as something is scheduled; then the program stops with a message where a real one would
/// wait for ever (a program ends itself with `exit(_:)` from a block).
public func dispatchMain() -> Never {
    RunLoop.main.run()
    fatalError("dispatchMain(): nothing is left to run on the main queue; a real program would wait here for ever")
}

/// A block waiting on a queue for its time. The queue holds it, and through it the
/// block and everything the block captures, until it has run.
public struct __QueuedBlock {
    let due: Double
    let order: Int
    let label: String
    let block: () -> Void
}
