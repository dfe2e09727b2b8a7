import CoordLabTerminal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The read-eval-print loop: reads inputs with a ``LineEditor`` and runs them in a
/// ``Session``.
///
/// - Lines are gathered while `Session.isIncomplete` says the input is unfinished
///   (`coordlab> ` then `     ...> `). Empty lines inside an unfinished input belong to
///   it (pasted code has them in class bodies); on a terminal, two empty lines in a row
///   run the unfinished input so that its error is reported, and Ctrl-C drops it. Piped
///   input is gathered until it is complete or ends.
/// - Ctrl-C while editing drops the input gathered so far; while code runs, it sets the
///   session's interrupt flag so the interpreter stops it.
/// - Ctrl-D (or the end of piped input) ends the loop. Like sqlite3, piped input keeps
///   going after an error and the exit status is then 1.
struct REPL {
    let session: Session
    let editor: LineEditor
    let welcome: String

    /// Piped input only: print each input before its output (`--echo`).
    var echo = false
    /// Piped input only: stop at the first failed input (`--bail`).
    var bail = false

    static let prompt = "coordlab> "
    static let continuationPrompt = "     ...> "

    /// - Parameter welcome: printed when the loop starts on a terminal (not for piped
    ///   input, like python3's banner).
    init(session: Session, editor: LineEditor, welcome: String) {
        self.session = session
        self.editor = editor
        self.welcome = welcome
        editor.completer = { [weak session] line, cursor in
            session?.completions(for: line, cursor: cursor) ?? []
        }
    }

    /// Runs until the end of input; returns the process exit status: 0, or on piped
    /// input 1 when any input failed.
    func run() -> Int32 {
        let interactive = editor.isInteractive
        if interactive && !welcome.isEmpty {
            print(welcome, terminator: welcome.hasSuffix("\n") ? "" : "\n")
        }
        session.interruptFlag = InterruptFlag.pointer
        var buffer: [String] = []
        var failures = 0

        func submit() {
            let input = buffer.joined(separator: "\n")
            buffer.removeAll()
            if echo && !interactive { print(input) }
            let succeeded = evaluate(input, interactive: interactive)
            if !succeeded { failures += 1 }
        }

        /// Whether the loop must end now (`:quit`, or `--bail` after a failure).
        func finished() -> Bool {
            session.wantsToQuit || (bail && !interactive && failures > 0)
        }

        while true {
            let prompt = buffer.isEmpty ? REPL.prompt : REPL.continuationPrompt
            switch editor.readLine(prompt: prompt, continuation: !buffer.isEmpty) {
            case .line(let line):
                let blank = line.allSatisfy(\.isWhitespace)
                if buffer.isEmpty {
                    if blank { continue }
                } else if blank && interactive && buffer.last!.allSatisfy(\.isWhitespace) {
                    // A second empty line gives up on an unfinished input: it is run so
                    // that its error is reported. (One empty line stays part of the input:
                    // code pasted from a blog has them inside class bodies.)
                    buffer.removeLast()
                    submit()
                    continue
                }
                buffer.append(line)
                if blank { continue }
                if !Session.isIncomplete(buffer.joined(separator: "\n")) { submit() }
                if finished() {
                    fflush(stdout)
                    return failures > 0 && !interactive ? 1 : 0
                }
            case .interrupted:
                buffer.removeAll()
                print("")
            case .endOfInput:
                if !buffer.isEmpty { submit() }
                if interactive {
                    print("")
                    InterruptFlag.installDefault()
                }
                fflush(stdout)
                return interactive || failures == 0 ? 0 : 1
            }
        }
    }

    /// Runs one input. On a terminal, Ctrl-C is routed to the interpreter's flag while it
    /// runs; on piped input it keeps its default effect (the script is stopped).
    private func evaluate(_ input: String, interactive: Bool) -> Bool {
        guard interactive else {
            let succeeded = session.evaluate(input)
            fflush(stdout)
            return succeeded
        }
        InterruptFlag.clear()
        InterruptFlag.installForEvaluating(newline: isatty(STDOUT_FILENO) != 0)
        let succeeded = session.evaluate(input)
        fflush(stdout)
        InterruptFlag.clear()
        // Until the next read installs its own handling, Ctrl-C only sets the flag.
        InterruptFlag.installForLineEditing()
        return succeeded
    }
}
