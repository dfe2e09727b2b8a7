import Foundation
import UIKitPrelude

/// Commands for the simulated main run loop: letting virtual time pass, seeing what waits
/// on the loop, and the rule by which it turns.
enum RunLoopCommands {
    static let all: [Command] = [wait, pending.lookingOnly(), runloop.lookingOnly()]

    static let wait = Command(
        name: "wait", usage: ":wait DURATION", scope: .program,
        swiftEquivalent: { _, args in
            guard let seconds = try? duration(args) else { return nil }
            return "RunLoop.main.run(until: Date().addingTimeInterval(\(seconds)))"
        }
    ) { context, args in
        let seconds = try duration(args)
        try context.workspace.wait(seconds: seconds)
    }

    static let pending = Command(
        name: "pending", usage: ":pending", scope: .program
    ) { context, args in
        guard args.isEmpty else { throw CommandError(":pending takes no arguments") }
        guard context.workspace.hasRunLoop else {
            context.say("nothing is waiting: the program has not used the run loop, a queue, a timer or a date")
            return
        }
        let lines = try context.workspace.pendingLines()
        context.say(lines.count <= 1 ? lines.joined() + "\nnothing is waiting" : lines.joined(separator: "\n"))
    }

    static let runloop = Command(name: "runloop", usage: ":runloop", scope: .program) { context, _ in
        context.say(context.text("help.runloop.details"))
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
