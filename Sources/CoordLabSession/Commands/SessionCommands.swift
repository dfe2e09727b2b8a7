import Foundation

/// Commands that act on the session's history rather than on the program.
enum SessionCommands {
    /// Names of the commands handled outside the input history.

    /// The session commands, bound to `session`.
    static func all(_ session: Session) -> [Command] {
        [
            Command(name: "help", usage: ":help [CMD]", scope: .session) { [unowned session] context, args in
                if let name = args.first {
                    let c = try session.commands.find(name.hasPrefix(":") ? String(name.dropFirst()) : name)
                    context.say(TextWrap.wrap(c.usage + "\n  " + c.summary(context.text) + "\n\n" + c.details(context.text),
                                              width: context.graphOptions.width))
                } else {
                    context.say(context.text("help.intro") + "\n\n"
                                + session.commands.summary(context.text))
                }
            },
            Command(name: "undo", usage: ":undo", scope: .session) { [unowned session] _, _ in try session.undo() },
            Command(name: "redo", usage: ":redo", scope: .session) { [unowned session] _, _ in try session.redo() },
            Command(name: "reset", usage: ":reset", scope: .session) { [unowned session] context, _ in
                session.reset()
                context.say(context.text("session.reset"))
            },
            Command(name: "quiet", usage: ":quiet", scope: .session) { [unowned session] context, _ in
                session.showsSummary.toggle()
                context.say(context.text(session.showsSummary ? "session.summaryOn" : "session.summaryOff"))
            },
            Command(name: "log", usage: ":log", scope: .session) { [unowned session] context, _ in
                let lines = session.deinitLog.map { entry -> String in
                    let accepted = session.history.acceptedTexts
                    let input = accepted.indices.contains(entry.input - 1)
                        ? accepted[entry.input - 1].split(separator: "\n").first.map(String.init) ?? "" : ""
                    return "[\(entry.input)] deinit \(entry.object)    \(input)"
                }
                context.say(lines.isEmpty ? context.text("session.noDeinits") : lines.joined(separator: "\n"))
            },
            Command(name: "save", usage: ":save FILE [--force]", scope: .session) { [unowned session] context, args in
                try session.requireFiles("save")
                let force = args.contains("--force")
                guard let path = args.first(where: { $0 != "--force" }) else { throw CommandError(key: "usage", ":save FILE [--force]") }
                try AtomicFile.write(session.script, to: path, overwrite: force)
                context.say(context.text.counted("session.saved", session.history.accepted.count, path))
            },
            Command(name: "load", usage: ":load FILE", scope: .session) { [unowned session] _, args in
                try session.requireFiles("load")
                guard args.count == 1 else { throw CommandError(key: "usage", ":load FILE") }
                try session.load(args[0])
            },
            Command(name: "export", usage: ":export [FILE] [--format F] [--force]  |  :export graph FILE",
                    scope: .session) { [unowned session] context, args in
                try session.requireFiles("export")
                if args.first == "graph" {
                    try GraphCommands.export.perform(context, args)
                    return
                }
                var format: String?
                var rest: [String] = []
                var k = 0
                while k < args.count {
                    if args[k] == "--format", k + 1 < args.count { format = args[k + 1]; k += 2; continue }
                    if args[k] != "--force" { rest.append(args[k]) }
                    k += 1
                }
                // With no file, the name says where it went (the current folder is not shown anywhere).
                let path = rest.first ?? URL(fileURLWithPath: TranscriptExport.defaultFileName()).path
                let chosen = format.map { TranscriptFormats.format(named: $0) } ?? TranscriptFormats.format(forFile: path)
                var transcript = chosen is SwiftTranscript ? session.currentProgram : session.transcript
                transcript.width = session.configuration.terminalSize.columns
                transcript.height = session.configuration.terminalSize.rows
                try TranscriptExport.write(transcript, to: path, format: format, overwrite: args.contains("--force"),
                                           inputNumbers: session.entryNumbers)
                context.say(context.text("session.wrote", path))
            },
            Command(name: "quit", usage: ":quit", scope: .session) { [unowned session] _, _ in session.quit() },
        ]
    }
}
