import Foundation

/// Commands that act on the session's history rather than on the program.
enum SessionCommands {
    /// Names of the commands handled outside the input history.

    /// The session commands, bound to `session`.
    static func all(_ session: Session) -> [Command] {
        [
            Command(name: "help", usage: ":help [CMD]", summary: "list the commands, or explain one",
                    details: "With no argument, one line per command. With a name, that command in full.",
                    scope: .session) { [unowned session] context, args in
                if let name = args.first {
                    let c = try session.commands.find(name.hasPrefix(":") ? String(name.dropFirst()) : name)
                    context.say(TextWrap.wrap(c.usage + "\n  " + c.summary + "\n\n" + c.details, width: context.graphOptions.width))
                } else {
                    context.say("Type Swift to run it; its output and every deinit appear as they happen.\n"
                                + "A trap or error rolls the session back to before that input.\n\n"
                                + session.commands.summary)
                }
            },
            Command(name: "undo", usage: ":undo", summary: "take back the last input (objects it freed come back)",
                    details: "Rebuilds the program from every input but the last, silently.",
                    scope: .session) { [unowned session] _, _ in try session.undo() },
            Command(name: "redo", usage: ":redo", summary: "run the input :undo took back",
                    details: "Runs the most recently undone input again.",
                    scope: .session) { [unowned session] _, _ in try session.redo() },
            Command(name: "reset", usage: ":reset", summary: "forget everything typed so far",
                    details: "Starts again from the UIKit prelude alone.",
                    scope: .session) { [unowned session] context, _ in
                session.reset()
                context.say("Session reset.")
            },
            Command(name: "quiet", usage: ":quiet", summary: "turn the after-input summary off (or on again)",
                    details: "After each input coordlab shows what was created (+), deinitialized (-, in order) and newly leaked or abandoned (!). :quiet toggles it; piped input starts quiet.",
                    scope: .session) { [unowned session] context, _ in
                session.showsSummary.toggle()
                context.say(session.showsSummary ? "Summary on." : "Summary off.")
            },
            Command(name: "log", usage: ":log", summary: "every deinit so far, with the input that caused it",
                    details: "The deinit log of the session, in order, each with the number and first line of its input.",
                    scope: .session) { [unowned session] context, _ in
                let lines = session.deinitLog.map { entry -> String in
                    let accepted = session.history.acceptedTexts
                    let input = accepted.indices.contains(entry.input - 1)
                        ? accepted[entry.input - 1].split(separator: "\n").first.map(String.init) ?? "" : ""
                    return "[\(entry.input)] deinit \(entry.object)    \(input)"
                }
                context.say(lines.isEmpty ? "nothing has been deinitialized" : lines.joined(separator: "\n"))
            },
            Command(name: "save", usage: ":save FILE [--force]", summary: "write the session's inputs as a script :load replays",
                    details: "Every input that took effect, in order (undone and failed ones left out), as a script that :load replays step by step or `coordlab < FILE` runs.",
                    scope: .session) { [unowned session] context, args in
                try session.requireFiles("save")
                let force = args.contains("--force")
                guard let path = args.first(where: { $0 != "--force" }) else { throw CommandError("usage: :save FILE [--force]") }
                try AtomicFile.write(session.script, to: path, overwrite: force)
                context.say("saved \(session.history.accepted.count) input\(session.history.accepted.count == 1 ? "" : "s") to \(path)")
            },
            Command(name: "load", usage: ":load FILE", summary: "replay a script, showing each step",
                    details: "Runs each input of FILE (as :save writes it) as if typed, with its output.",
                    scope: .session) { [unowned session] _, args in
                try session.requireFiles("load")
                guard args.count == 1 else { throw CommandError("usage: :load FILE") }
                try session.load(args[0])
            },
            Command(name: "export", usage: ":export [FILE] [--format F] [--force]  |  :export graph FILE",
                    summary: "write the session as Markdown, text, asciicast, JSON, Swift or HTML (or the graph)",
                    details: """
                    The format follows the file's extension, or --format md|txt|cast|json|swift|html:
                      .md     the session since the last :reset (or :lesson) in the lesson format: coordlab check
                              verifies it, :lesson FILE opens it
                      .txt    the session as it appeared, without colour
                      .cast   asciicast v2, for asciinema
                      .json   inputs, outputs, created and deinitialized objects and the graph after each input
                              (docs/transcript.schema.json)
                      .swift  the session's Swift as a program: compile it with swiftc beside `coordlab prelude`
                              (gestures become the prelude calls they stand for); it prints the same deinit log
                      .html   a self-contained page
                    With no FILE, Markdown goes to coordlab-session-DATE.md here (the full path is printed). Files are
                    written atomically and an existing one is replaced only with --force. :export graph FILE.dot|.mmd|.txt
                    writes the retain graph.
                    """,
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
                context.say("wrote \(path)")
            },
            Command(name: "quit", usage: ":quit", summary: "leave coordlab (Ctrl-D does the same)",
                    details: "Ends the session with exit status 0.",
                    scope: .session) { [unowned session] _, _ in session.quit() },
        ]
    }
}
