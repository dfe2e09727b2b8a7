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

/// What is waiting on the run loop and the notification center, one line each, soonest
/// first: the queue or kind, when it is due, and which object the line is about
/// (`:pending` adds what each one retains).
func __coordlabPendingLines() -> [String] {
    let loop = RunLoop.main
    var lines: [String] = []
    lines.append("now: \(__coordlabSeconds(loop.__now)) of virtual time")
    var order: [(due: Double, order: Int, line: String)] = []
    for (k, entry) in loop.__queued.enumerated() {
        let when = entry.due <= loop.__now ? "due now" : "in \(__coordlabSeconds(entry.due - loop.__now))"
        order.append((due: entry.due, order: entry.order, line: "queued[\(k)]: a block on \(entry.label), \(when)"))
    }
    for (k, timer) in loop.__timers.enumerated() {
        let kind = timer.__repeats ? "repeating every \(__coordlabSeconds(timer.timeInterval))" : "once"
        var what = "block"
        if let selector = timer.__selector {
            what = "target-action \(selector.name)"
        }
        let next = __coordlabSeconds(timer.__fireTime - loop.__now)
        order.append((due: timer.__fireTime, order: timer.__order, line: "timers[\(k)]: a \(what) timer, \(kind), next in \(next)"))
    }
    order.sort { $0.due < $1.due || ($0.due == $1.due && $0.order < $1.order) }
    for entry in order {
        lines.append(entry.line)
    }
    for (k, token) in NotificationCenter.default.__observers.enumerated() {
        var name = "any name"
        if let observed = token.name {
            name = observed.rawValue
        }
        lines.append("observers[\(k)]: a block observing \(name)")
    }
    for (k, registration) in NotificationCenter.default.__selectorObservers.enumerated() where registration.observer != nil {
        var name = "any name"
        if let observed = registration.name {
            name = observed.rawValue
        }
        lines.append("selectorObservers[\(k)]: \(registration.selector.name) observing \(name) (the observer is not retained)")
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
