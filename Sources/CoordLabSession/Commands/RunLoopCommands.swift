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
        guard args.isEmpty else { throw CommandError(key: "command.noArguments", "pending") }
        guard context.workspace.hasRunLoop else {
            context.say(context.text("pending.noRunLoop"))
            return
        }
        let lines = try context.workspace.pendingLines(context.text)
        context.say(lines.count <= 1 ? lines.joined() + "\n" + context.text("pending.nothing") : lines.joined(separator: "\n"))
    }

    static let runloop = Command(name: "runloop", usage: ":runloop", scope: .program) { context, _ in
        context.say(context.text("help.runloop.details"))
    }

    /// Seconds from `:wait`'s argument: `2`, `1.5s`, `500ms`.
    static func duration(_ args: [String]) throws -> Double {
        guard args.count == 1 else { throw CommandError(key: "wait.usage") }
        var text = args[0]
        var scale = 1.0
        if text.hasSuffix("ms") {
            text.removeLast(2)
            scale = 0.001
        } else if text.hasSuffix("s") {
            text.removeLast()
        }
        guard let n = Double(text), n.isFinite, n >= 0 else {
            throw CommandError(key: "wait.notDuration", args[0])
        }
        return n * scale
    }
}
