import CoordLabTerminal
import Foundation

/// The interactive workbook as `coordlab` starts it: the state directory, the journal
/// (and `--resume` from it), the signals a session must answer, a session styled for the
/// terminal it writes to, and the read-eval-print loop.
public struct Workbench {
    /// How the loop treats piped input, and whether to resume.
    public struct Options {
        /// Piped input: print each input before its output.
        var echo = false
        /// Piped input: stop at the first input that fails.
        var bail = false
        /// Rebuild the last session from its journal, then go on.
        var resume = false
        /// The language coordlab speaks (`--lang`); nil: the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`).
        var language: InterfaceLanguage?

        public init(echo: Bool = false, bail: Bool = false, resume: Bool = false, language: InterfaceLanguage? = nil) {
            self.echo = echo
            self.bail = bail
            self.resume = resume
            self.language = language
        }
    }

    /// The options given.
    let options: Options

    public init(options: Options) {
        self.options = options
    }

    /// Runs the workbook until the end of input; returns the process exit status.
    public func run() -> Int32 {
        setvbuf(stdout, nil, _IOLBF, 0)
        let state = StateDirectory()
        let journalURL = state.file("journal.jsonl")
        let previous = options.resume ? readJournal(journalURL) : nil
        let journal = try? Journal(url: journalURL, appending: previous != nil)
        Workbench.answerSignals()

        // An input's output is shown once its journal entry is on disk, so a kill can lose
        // nothing that was shown.
        var pending = ""
        let environment = ProcessInfo.processInfo.environment
        let outputIsTerminal = isatty(STDOUT_FILENO) != 0
        var configuration = Session.Configuration(
            style: TerminalStyle(environment: environment, isTerminal: outputIsTerminal, width: TerminalSize.columns()))
        configuration.escapesProgramOutput = outputIsTerminal
        configuration.terminalSize.rows = TerminalSize.rows()
        configuration.showsSummary = isatty(STDIN_FILENO) != 0
        configuration.progressFile = state.file("progress.txt")
        configuration.language = options.language ?? InterfaceLanguage.fromLocale(environment)
        let session = Session(
            configuration: configuration, output: { pending += $0 },
            onEntry: { journal?.append($0) },
            afterInput: {
                fputs(pending, stdout)
                fflush(stdout)
                pending = ""
            })
        if let problem = session.progress.problem(session.text) { FileHandle.standardError.write(Data("coordlab: \(problem)\n".utf8)) }
        if let previous {
            for entry in previous {
                print(REPL.prompt + entry.input.replacingOccurrences(of: "\n", with: "\n" + REPL.continuationPrompt))
                fputs(entry.output, stdout)
            }
            session.restore(previous.filter(\.succeeded).map(\.input))
            print(session.text.counted("session.resumed", previous.count, journalURL.path))
        }
        let editor = LineEditor(historyURL: state.historyURL)
        var repl = REPL(session: session, editor: editor,
                        welcome: TextWrap.wrap(Welcome.text(version: CoordLabVersion.current, lessons: session.library.load(in: session.language).lessons,
                                                            in: session.text),
                                               width: session.configuration.graph.width))
        repl.echo = options.echo
        repl.bail = options.bail
        return repl.run()
    }

    /// The journal's entries; a damaged journal is reported and set aside, and the
    /// session starts afresh (nil).
    private func readJournal(_ url: URL) -> [Journal.Entry]? {
        do {
            return try Journal.read(url)
        } catch {
            let aside = url.appendingPathExtension("damaged")
            try? FileManager.default.removeItem(at: aside)
            try? FileManager.default.moveItem(at: url, to: aside)
            let text = Catalogue(options.language ?? InterfaceLanguage.fromLocale(ProcessInfo.processInfo.environment))
            FileHandle.standardError.write(Data((text("state.cannotResume", text.describe(error), aside.lastPathComponent) + "\n").utf8))
            return nil
        }
    }

    /// A closed pipe is an error to report, not a death; and whoever started us may have
    /// blocked Ctrl-C, SIGTERM and SIGHUP (a test runner, a service manager): the session
    /// must still stop on them.
    private static func answerSignals() {
        signal(SIGPIPE, SIG_IGN)
        var wanted = sigset_t()
        sigemptyset(&wanted)
        for s in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&wanted, s) }
        pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
    }
}
