import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A real terminal for end-to-end tests: a program running in a detached tmux session,
/// typed into with `send-keys` and read with `capture-pane`.
///
/// Every terminal has its own tmux server (`-L`, a unique socket name) so tests run in
/// parallel without seeing each other, and no user tmux configuration is read. The
/// server is killed when the terminal is released.
///
///     guard let term = try Terminal.start([coordlab.path], environment: ["NO_COLOR": "1"]) else { return }
///     try term.waitForPrompt("coordlab> ")
///     try term.send(text: "let x = 1")
///     try term.send(keys: "Enter")
final class Terminal {
    /// The tmux server's socket name (`tmux -L`).
    let socket: String
    /// The session's name (`-t`).
    let session = "main"
    private let tmux: URL
    /// A private directory for the tmux configuration and each command's output.
    private let directory: URL
    private var configURL: URL { directory.appendingPathComponent("tmux.conf") }
    /// Where the program's exit status is written when it ends.
    private var statusURL: URL { directory.appendingPathComponent("status") }

    /// How often the screen is polled, and how long a wait lasts by default.
    static let pollInterval: Double = 0.05
    static let defaultTimeout: Double = 10

    /// Variables of the test's own environment that do not reach the program (a test that
    /// wants one passes it in `environment`).
    static let neutralizedVariables = [
        "NO_COLOR", "FORCE_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "COLUMNS", "LINES", "EDITRC", "INPUTRC",
        "TMUX", "TMUX_PANE", "TERM_PROGRAM", "TERM_PROGRAM_VERSION",
    ]

    /// tmux from PATH, or nil when it is not installed.
    static let tmuxExecutable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent("tmux")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// Starts `command` (executable and arguments, run without a shell) in a new terminal
    /// `columns` × `rows` large, with `environment` added to this process's environment
    /// less the variables that change how programs draw (``neutralizedVariables``).
    /// `TERM` is `tmux-256color` unless `environment` says otherwise.
    ///
    /// Returns nil, recording a warning, when tmux is not installed: the caller returns
    /// early and the test is skipped. (CI installs tmux.)
    static func start(
        _ command: [String],
        environment: [String: String] = [:],
        columns: Int = 100,
        rows: Int = 30,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Terminal? {
        guard let tmux = tmuxExecutable else {
            Issue.record(
                "tmux is not installed: end-to-end terminal test skipped", severity: .warning,
                sourceLocation: sourceLocation)
            return nil
        }
        precondition(!command.isEmpty, "Terminal.start needs a command")
        return try Terminal(tmux: tmux, command: command, environment: environment, columns: columns, rows: rows)
    }

    private init(tmux: URL, command: [String], environment: [String: String], columns: Int, rows: Int) throws {
        self.tmux = tmux
        let unique = "\(getpid())-\(UUID().uuidString.prefix(8))"
        socket = "coordlab-test-\(unique)"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-tmux-\(unique)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // The pane stays after the program exits so its last screen and status can be read;
        // no status line, so the pane is the whole window.
        let config = """
            set -g remain-on-exit on
            set -g status off
            set -g history-limit 10000
            set -g default-terminal "tmux-256color"

            """
        try config.write(to: configURL, atomically: true, encoding: .utf8)
        let removals = Terminal.neutralizedVariables.filter { environment[$0] == nil }.flatMap { ["-u", $0] }
        let assignments = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        // tmux does not always learn a dead pane's exit status (3.3a with remain-on-exit), so
        // a shell runs the program and writes its status to a file. Its no-op INT trap keeps
        // it alive through Ctrl-C and is reset to the default in the program.
        let wrapper = #"trap : INT; "$@"; status=$?; echo $status > "$0.tmp"; mv "$0.tmp" "$0""#
        try run([
            "new-session", "-d", "-s", session, "-x", String(columns), "-y", String(rows),
            "/bin/sh", "-c", wrapper, statusURL.path, "/usr/bin/env",
        ] + removals + assignments + command)
    }

    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    // MARK: typing

    /// Sends tmux key names, e.g. `"Enter"`, `"Tab"`, `"C-c"`, `"C-d"`, `"Up"`, `"C-r"`.
    func send(keys: String...) throws {
        try run(["send-keys", "-t", session] + keys)
    }

    /// Types `text` literally (no key names are looked up).
    func send(text: String) throws {
        try run(["send-keys", "-t", session, "-l", "--", text])
    }

    /// Resizes the terminal; the program gets SIGWINCH.
    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", session, "-x", String(columns), "-y", String(rows)])
    }

    // MARK: reading

    /// The visible screen, one line per row, trailing blanks trimmed.
    func contents() throws -> String {
        let screen = Terminal.trimmingLineEnds(try run(["capture-pane", "-p", "-t", session]))
        var lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The screen with its escape sequences (colours), as `capture-pane -e` gives it.
    func contentsWithEscapes() throws -> String {
        try run(["capture-pane", "-p", "-e", "-t", session])
    }

    /// The cursor's column and row, from 0.
    func cursor() throws -> (column: Int, row: Int) {
        let text = try run(["display-message", "-p", "-t", session, "#{cursor_x} #{cursor_y}"])
        let numbers = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard numbers.count == 2 else { throw TerminalError("unexpected cursor report \"\(text)\"") }
        return (numbers[0], numbers[1])
    }

    /// Waits until the screen contains `text` (checked every 50 ms); returns the screen.
    /// Blanks at the ends of lines do not count (tmux does not report them), so
    /// `waitFor("coordlab> ")` waits for `coordlab>`. Throws, with the screen in the
    /// message, after `timeout` seconds.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = Terminal.defaultTimeout) throws -> String {
        let wanted = Terminal.trimmingLineEnds(text)
        return try waitUntil("the screen to contain \"\(text)\"", timeout: timeout) { $0.contains(wanted) }
    }

    /// `text` without the blanks at the end of each line.
    static func trimmingLineEnds(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }
            .joined(separator: "\n")
    }

    /// Waits until the cursor stands right after `text` on its line, as it does when a
    /// program has printed the prompt `text` and waits for input there (an earlier copy
    /// of the prompt higher up does not count). Returns the screen.
    ///
    /// Send keys only then: a line editor switches the terminal to raw mode just before
    /// it draws its prompt, and keys typed ahead of that are read in cooked mode (Ctrl-D
    /// typed ahead is even lost).
    @discardableResult
    func waitForPrompt(_ text: String, timeout: Double = Terminal.defaultTimeout) throws -> String {
        try waitUntil("the cursor to stand after \"\(text)\"", timeout: timeout, withCursor: true) { screen, cursor in
            let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            guard cursor.row < lines.count else { return text.isEmpty }
            var line = Array(lines[cursor.row])
            if line.count < cursor.column { line += Array(repeating: " ", count: cursor.column - line.count) }
            return String(line[..<min(cursor.column, line.count)]).hasSuffix(text)
        }
    }

    /// Waits until `condition` holds for the screen; returns the screen.
    @discardableResult
    func waitUntil(
        _ what: String, timeout: Double = Terminal.defaultTimeout, _ condition: (String) -> Bool
    ) throws -> String {
        try waitUntil(what, timeout: timeout, withCursor: false) { screen, _ in condition(screen) }
    }

    private func waitUntil(
        _ what: String, timeout: Double, withCursor: Bool,
        _ condition: (String, (column: Int, row: Int)) -> Bool
    ) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = try contents()
        var position = withCursor ? try cursor() : (0, 0)
        while !condition(screen, position) {
            if Date() >= deadline {
                throw TerminalError(
                    "timed out after \(timeout) s waiting for \(what); the screen was:\n"
                        + "┌\(String(repeating: "─", count: 40))\n\(screen)\n└\(String(repeating: "─", count: 40))")
            }
            usleep(UInt32(Terminal.pollInterval * 1_000_000))
            screen = try contents()
            if withCursor { position = try cursor() }
        }
        return screen
    }

    /// Waits for the program to exit; returns its exit status (128 + N when signal N
    /// killed it, as a shell reports it).
    @discardableResult
    func waitForExit(timeout: Double = Terminal.defaultTimeout) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let text = try? String(contentsOf: statusURL, encoding: .utf8),
               let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            if Date() >= deadline {
                throw TerminalError(
                    "timed out after \(timeout) s waiting for the program to exit; the screen was:\n\(try contents())")
            }
            usleep(UInt32(Terminal.pollInterval * 1_000_000))
        }
    }

    // MARK: tmux


    /// Runs `tmux -L socket -f config ARGS`; returns its standard output.
    ///
    /// Not with Foundation's `Process`: test threads block most signals and a spawned
    /// child inherits that mask, so the tmux server would never see SIGCHLD or SIGTERM and
    /// the program in the pane never SIGINT or SIGWINCH. posix_spawn here starts tmux with
    /// no signal blocked and every signal at its default.
    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        let outPath = directory.appendingPathComponent("stdout").path
        let errPath = directory.appendingPathComponent("stderr").path
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil  // tests may themselves run inside tmux
        let argv = [tmux.path, "-L", socket, "-f", configURL.path] + arguments
        let envp = environment.map { "\($0.key)=\($0.value)" }
        var pid: pid_t = 0
        let spawned = withCStringArray(argv) { cArguments in
            withCStringArray(envp) { cEnvironment in
                posix_spawn(&pid, tmux.path, &actions, &attributes, cArguments, cEnvironment)
            }
        }
        guard spawned == 0 else {
            throw TerminalError("could not start tmux: \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
        let exitedNormally = (status & 0x7f) == 0
        let exitCode = (status >> 8) & 0xff
        guard exitedNormally && exitCode == 0 else {
            let errors = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
            throw TerminalError(
                "tmux \(arguments.joined(separator: " ")) failed (status \(status)): \(errors)")
        }
        return output
    }
}

/// Calls `body` with `strings` as a NULL-terminated C array (argv, envp).
private func withCStringArray<R>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R
) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}

/// A failure of the terminal driver, with what the screen showed.
struct TerminalError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// The driver itself, against a shell script.
@Suite struct TerminalDriverTests {
    @Test func typesReadsAndReportsTheExitStatus() throws {
        let script = #"printf 'ready> '; read line; echo "got <$line> $GREETING"; exit 3"#
        guard let term = try Terminal.start(
            ["/bin/sh", "-c", script], environment: ["GREETING": "hej"], columns: 60, rows: 10)
        else { return }
        try term.waitFor("ready> ")
        let cursor = try term.cursor()
        #expect(cursor.column == 7 && cursor.row == 0)
        try term.send(text: "héllo wörld")
        try term.send(keys: "Enter")
        try term.waitFor("got <héllo wörld> hej")
        #expect(try term.waitForExit() == 3)
    }

    @Test func ctrlCReachesTheProgram() throws {
        let script = #"trap 'echo caught INT; exit 0' INT; echo ready; while :; do sleep 0.05; done"#
        guard let term = try Terminal.start(["/bin/sh", "-c", script], columns: 40, rows: 5) else { return }
        try term.waitFor("ready")
        try term.send(keys: "C-c")
        try term.waitFor("caught INT")
        #expect(try term.waitForExit() == 0)
    }

    @Test func timeoutReportsTheScreen() throws {
        guard let term = try Terminal.start(["/bin/sh", "-c", "echo on screen; sleep 5"], columns: 40, rows: 5)
        else { return }
        try term.waitFor("on screen")
        do {
            try term.waitFor("never printed", timeout: 0.2)
            Issue.record("waitFor should have timed out")
        } catch let error as TerminalError {
            #expect(error.description.contains("on screen"))
        }
    }
}

extension Terminal {
    /// coordlab started in a new terminal with `state` as its state directory, waiting at
    /// its prompt; nil when tmux is not installed.
    static func coordlab(state: URL, arguments: [String] = [], environment: [String: String] = [:],
                         columns: Int, rows: Int) throws -> Terminal? {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        guard let term = try Terminal.start([bin.path] + arguments,
                                            environment: environment.merging(["XDG_STATE_HOME": state.path]) { a, _ in a },
                                            columns: columns, rows: rows)
        else { return nil }
        try term.waitForPrompt("coordlab> ")
        return term
    }

    /// Types `input` and Return, and waits for coordlab's next prompt.
    func enter(_ input: String) throws {
        try send(text: input)
        try send(keys: "Enter")
        try waitForPrompt("coordlab> ")
    }
}
