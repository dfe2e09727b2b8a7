import Foundation
import UIKitPrelude

/// Commands for the simulated main run loop: letting virtual time pass, seeing what waits
/// on the loop, and the rule by which it turns.
enum RunLoopCommands {
    static let all: [Command] = [wait, pending.lookingOnly(), runloop.lookingOnly()]

    /// The rule, shown by `:help runloop` and `:runloop`.
    static let rule = [
        "The app's main run loop runs on virtual time, which starts at 0 and moves only when you let it. After every input the loop turns once, as an idle app's does after an event: main-queue blocks (DispatchQueue.main.async), and anything else already due, run then, in the order they were sent.",
        ":wait 2s lets two seconds pass: asyncAfter blocks and timers that fall due run in order of their time (things due at the same time in the order they were scheduled); a repeating timer fires at every interval. In a program, RunLoop.main.run(until: Date().addingTimeInterval(2)) does the same; `coordlab run`, like a compiled program, runs queued work only when the program runs the loop.",
        "DispatchQueue.global() and labelled queues run on this same loop (in an app they run on other threads, at times nobody can predict): what their blocks hold, and until when, is the same, and every run gives the same output.",
        "Who holds what, as Apple documents it: a queue holds each block until it has run; the run loop holds a scheduled timer until invalidate(), and the timer holds its block, or its target and user info; NotificationCenter.default holds a block observer's block until removeObserver(token), and does not retain a selector observer. These owners are roots of the graph (RunLoop.main, NotificationCenter.default): :why shows a screen kept by a timer, :pending lists what waits.",
        "The method a target-action timer or a selector observer names is not called here (there is no Objective-C runtime); what they hold is exact.",
    ].joined(separator: "\n\n")

    static let wait = Command(
        name: "wait", usage: ":wait DURATION", summary: "let virtual time pass: timers and asyncAfter blocks that fall due run",
        details: "DURATION is seconds (2, 1.5s) or milliseconds (500ms). The run loop runs until then, as RunLoop.main.run(until: Date().addingTimeInterval(SECONDS)) does in a program.\n\n" + rule,
        scope: .program,
        swiftEquivalent: { _, args in
            guard let seconds = try? duration(args) else { return nil }
            return "RunLoop.main.run(until: Date().addingTimeInterval(\(seconds)))"
        }
    ) { context, args in
        let seconds = try duration(args)
        try context.workspace.wait(seconds: seconds)
    }

    static let pending = Command(
        name: "pending", usage: ":pending", summary: "what waits on the run loop and the notification center, and what each keeps",
        details: "Lists the blocks waiting on a queue, the scheduled timers (soonest first) and the block observers of NotificationCenter.default, each with the objects of your program it keeps alive.\n\n" + rule,
        scope: .program
    ) { context, args in
        guard args.isEmpty else { throw CommandError(":pending takes no arguments") }
        guard context.workspace.hasRunLoop else {
            context.say("nothing is waiting: the program has not used the run loop, a queue, a timer or a date")
            return
        }
        let lines = try context.workspace.pendingLines()
        context.say(lines.count <= 1 ? lines.joined() + "\nnothing is waiting" : lines.joined(separator: "\n"))
    }

    static let runloop = Command(
        name: "runloop", usage: ":runloop", summary: "how the simulated run loop turns, and who holds what on it",
        details: rule, scope: .program
    ) { context, _ in
        context.say(rule)
    }

    /// Seconds from `:wait`'s argument: `2`, `1.5s`, `500ms`.
    static func duration(_ args: [String]) throws -> Double {
        guard args.count == 1 else { throw CommandError("usage: :wait DURATION (2s, 1.5s or 500ms)") }
        var text = args[0]
        var scale = 1.0
        if text.hasSuffix("ms") {
            text.removeLast(2)
            scale = 0.001
        } else if text.hasSuffix("s") {
            text.removeLast()
        }
        guard let n = Double(text), n.isFinite, n >= 0 else {
            throw CommandError("'\(args[0])' is not a duration: write seconds (2s, 1.5s) or milliseconds (500ms)")
        }
        return n * scale
    }
}
