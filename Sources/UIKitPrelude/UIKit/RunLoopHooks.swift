// The run loop's side of coordlab's REPL (see PreludeHooks): an idle turn after every
// input, `:wait`, and `:pending`'s lines.

/// What an idle app's run loop does after an event: it turns until nothing is due (the
/// main-queue blocks, those they send in turn, timers whose time has come), without moving
/// the clock. True when something ran.
func __coordlabRunLoopTurn() -> Bool {
    let loop = RunLoop.main
    var ran = false
    while loop.__runNext(until: loop.__now, scheduledBy: -1) {
        ran = true
    }
    return ran
}

/// `:wait SECONDS`: the loop runs for that long in virtual time.
func __coordlabWait(_ seconds: Double) {
    RunLoop.main.run(until: Date().addingTimeInterval(seconds))
}

/// Virtual time as `:pending` writes it: `2s`, `0.5s`.
func __coordlabSeconds(_ seconds: Double) -> String {
    let whole = Int(seconds)
    if Double(whole) == seconds {
        return "\(whole)s"
    }
    return "\(seconds)s"
}

/// What is waiting on the run loop and the notification center, one record each (blocks
/// and timers soonest first, then tasks that have not finished, then observers): the kind of line (a catalogue key of coordlab's, `pending.KIND`), then its fields
/// joined by `|`, a free-text name (a queue's label, a notification's name) last. `:pending`
/// says each one in the interface's language and adds what it retains.
func __coordlabPendingLines() -> [String] {
    let loop = RunLoop.main
    var lines: [String] = []
    lines.append("now|\(__coordlabSeconds(loop.__now))")
    var order: [(due: Double, order: Int, line: String)] = []
    for (k, entry) in loop.__queued.enumerated() {
        var line = "queued.due|queued[\(k)]|\(entry.label)"
        if entry.due > loop.__now {
            line = "queued.later|queued[\(k)]|\(__coordlabSeconds(entry.due - loop.__now))|\(entry.label)"
        }
        order.append((due: entry.due, order: entry.order, line: line))
    }
    for (k, timer) in loop.__timers.enumerated() {
        var line = "timer.block"
        if timer.__selector != nil {
            line = "timer.action"
        }
        line += timer.__repeats ? ".repeating|timers[\(k)]" : ".once|timers[\(k)]"
        if let selector = timer.__selector {
            line += "|" + selector.name
        }
        if timer.__repeats {
            line += "|" + __coordlabSeconds(timer.timeInterval)
        }
        line += "|" + __coordlabSeconds(timer.__fireTime - loop.__now)
        order.append((due: timer.__fireTime, order: timer.__order, line: line))
    }
    order.sort { $0.due < $1.due || ($0.due == $1.due && $0.order < $1.order) }
    for entry in order {
        lines.append(entry.line)
    }
    for (k, task) in loop.__tasks.enumerated() {
        var kind = "task.ready"
        if task.__isCancelled {
            kind = "task.cancelled"
        } else if task.__wake != nil {
            kind = "task.sleeping"
        } else if let awaited = task.__awaiting {
            kind = "task.waiting." + awaited
        }
        lines.append(kind + "|tasks[\(k)]")
    }
    for (k, token) in NotificationCenter.default.__observers.enumerated() {
        var line = "observer.any|observers[\(k)]"
        if let observed = token.name {
            line = "observer|observers[\(k)]|" + observed.rawValue
        }
        lines.append(line)
    }
    for (k, registration) in NotificationCenter.default.__selectorObservers.enumerated() where registration.observer != nil {
        var line = "selectorObserver.any|selectorObservers[\(k)]|" + registration.selector.name
        if let observed = registration.name {
            line = "selectorObserver|selectorObservers[\(k)]|" + registration.selector.name + "|" + observed.rawValue
        }
        lines.append(line)
    }
    return lines
}

/// Seconds of virtual time until the next block or timer on the run loop is due (0: one
/// is due now), or -1 when nothing waits: how long explore's `:wait` step waits.
func __coordlabNextDue() -> Double {
    let loop = RunLoop.main
    var dues: [Double] = []
    for entry in loop.__queued {
        dues.append(entry.due)
    }
    for timer in loop.__timers {
        dues.append(timer.__fireTime)
    }
    if dues.isEmpty {
        return -1
    }
    var first = dues[0]
    for due in dues where due < first {
        first = due
    }
    return first > loop.__now ? first - loop.__now : 0
}
