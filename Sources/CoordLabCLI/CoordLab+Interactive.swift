import ArgumentParser
import CoordLab
import Foundation

extension CoordLab {
    /// `coordlab` with no subcommand: the interactive workbook.
    struct Interactive: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "repl",
            abstract: "The interactive workbook (the default): type Swift and :commands.",
            discussion: "On a terminal: line editing, history, Tab completion. Piped (coordlab < inputs): no prompt; every input runs even after a failure, and the exit status is 1 if any failed, as sqlite3 does."
        )

        @Flag(help: "Piped input: print each input before its output.")
        var echo = false

        @Flag(help: "Piped input: stop at the first input that fails.")
        var bail = false

        @Flag(help: "Rebuild the last session (after a crash, kill or closed terminal) from its journal, then go on.")
        var resume = false

        func run() throws {
            setvbuf(stdout, nil, _IOLBF, 0)
            let state = StateDirectory()
            let journalURL = state.file("journal.jsonl")
            var previous: [Journal.Entry] = []
            var resumeFailed = false
            if resume {
                do {
                    previous = try Journal.read(journalURL)
                } catch {
                    // A damaged journal is reported and set aside; the session starts afresh.
                    let aside = journalURL.appendingPathExtension("damaged")
                    try? FileManager.default.removeItem(at: aside)
                    try? FileManager.default.moveItem(at: journalURL, to: aside)
                    FileHandle.standardError.write(Data("coordlab: cannot resume: \(error); the journal was set aside as \(aside.lastPathComponent)\n".utf8))
                    resumeFailed = true
                }
            }
            let journal = try? Journal(url: journalURL, appending: resume && !resumeFailed)
            signal(SIGPIPE, SIG_IGN)
            // Whoever started us may have blocked these (a test runner, a service manager):
            // the session must still stop on Ctrl-C, SIGTERM and a closed terminal.
            var wanted = sigset_t()
            sigemptyset(&wanted)
            for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&wanted, s) }
            pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
            // An input's output is shown once its journal entry is on disk, so a kill can lose
            // nothing that was shown.
            var pending = ""
            let session = Session(output: { text in pending += text })
            session.afterInput = {
                fputs(pending, stdout)
                fflush(stdout)
                pending = ""
            }
            // Program output on a terminal never sends control sequences: they are shown escaped.
            session.escapesProgramOutput = isatty(STDOUT_FILENO) != 0
            session.onEntry = { journal?.append($0) }
            session.showsSummary = isatty(STDIN_FILENO) != 0
            session.progress = Progress(url: state.file("progress.txt"))
            if let problem = session.progress.problem { FileHandle.standardError.write(Data("coordlab: \(problem)\n".utf8)) }
            session.terminalWidth = TerminalSize.columns()
            session.terminalHeight = TerminalSize.rows()
            let env = ProcessInfo.processInfo.environment
            session.graphOptions = GraphRenderOptions.forTerminal(environment: ProcessInfo.processInfo.environment,
                                                                  isTerminal: isatty(STDOUT_FILENO) != 0,
                                                                  width: session.terminalWidth)
            session.usesColour = isatty(STDOUT_FILENO) != 0 && (env["NO_COLOR"] ?? "").isEmpty && env["TERM"] != "dumb"
            if resume && !resumeFailed {
                for entry in previous {
                    print(REPL.prompt + entry.input.replacingOccurrences(of: "\n", with: "\n" + REPL.continuationPrompt))
                    fputs(entry.output, stdout)
                }
                session.restore(previous.filter(\.succeeded).map(\.input))
                print("(resumed \(previous.count) input\(previous.count == 1 ? "" : "s") from \(journalURL.path))")
            }
            let editor = LineEditor(historyURL: state.historyURL)
            var repl = REPL(session: session, editor: editor, welcome: Welcome.text(version: CoordLabVersion.current,
                                                                                    lessons: session.library.load().lessons))
            repl.echo = echo
            repl.bail = bail
            let status = repl.run()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
