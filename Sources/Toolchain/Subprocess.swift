import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one child process printed and how it ended.
public struct ProcessResult: Sendable {
    /// Everything the child wrote to standard output.
    public var stdout: String
    /// Everything the child wrote to standard error.
    public var stderr: String
    /// The exit status; a child killed by signal N reports 128 + N, as a shell would.
    public var exitCode: Int32
    /// True when the child outlived its time limit and was killed.
    public var timedOut: Bool
}

/// Runs child processes with stdin from /dev/null, output captured in files and a hard time limit.
///
/// Children are started with `posix_spawn` and reaped with `waitpid`, not with Foundation's
/// `Process`, whose monitoring threads are shared by every child of the process: the test
/// runner starts hundreds of children from parallel threads.
public enum Subprocess {
    /// A child could not be started.
    public struct LaunchFailure: Error, CustomStringConvertible {
        public let description: String
    }

    /// Runs `executable` with `arguments`; a child still running after `timeout` seconds is killed.
    public static func run(
        _ executable: URL,
        _ arguments: [String],
        environment: [String: String]? = nil,
        timeout: Double = 30
    ) throws -> ProcessResult {
        let fm = FileManager.default
        let dir = fm.temporaryDirectory.appendingPathComponent("coordlab-subprocess-\(UUID().uuidString)")
        try fm.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: dir) }
        let outURL = dir.appendingPathComponent("stdout")
        let errURL = dir.appendingPathComponent("stderr")

        let pid = try spawn(executable.path, arguments, environment: environment, stdout: outURL.path, stderr: errURL.path)
        var status = waitForExit(pid, seconds: timeout)
        let timedOut = status == nil
        if timedOut {
            for child in [pid] + descendants(of: pid) { kill(child, SIGKILL) }
            status = waitForExit(pid, seconds: .infinity)
        }
        return ProcessResult(
            stdout: String(decoding: (try? Data(contentsOf: outURL)) ?? Data(), as: UTF8.self),
            stderr: String(decoding: (try? Data(contentsOf: errURL)) ?? Data(), as: UTF8.self),
            exitCode: status.map(exitCode) ?? -1,
            timedOut: timedOut
        )
    }

    /// Starts `path` with its standard input from /dev/null and its output written to the
    /// files at `stdout` and `stderr`, every signal unblocked and at its default action, as
    /// a shell starts a command (test threads block some).
    private static func spawn(_ path: String, _ arguments: [String], environment: [String: String]?,
                              stdout: String, stderr: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let environment = environment ?? ProcessInfo.processInfo.environment
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let error = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard error == 0 else {
            throw LaunchFailure(description: "cannot start \(path): \(String(cString: strerror(error)))")
        }
        return pid
    }

    /// Polls until child `pid` exits, and reaps it: its wait status, nil when it is still
    /// running after `seconds`.
    private static func waitForExit(_ pid: pid_t, seconds: Double) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { return status }
            if reaped < 0, errno != EINTR { return status }
            if Date() >= deadline { return nil }
            usleep(2_000)
        }
    }

    /// A wait status as a shell reports it: the exit status, or 128 + N for signal N.
    private static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// The process ids of all descendants of `root`, read from /proc (empty where there is none).
    public static func descendants(of root: Int32) -> [Int32] {
        var parentOf: [Int32: Int32] = [:]
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        for entry in entries {
            guard let pid = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")")
            else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let ppid = Int32(fields[1]) { parentOf[pid] = ppid }
        }
        var found: [Int32] = []
        var frontier: Set<Int32> = [root]
        while !frontier.isEmpty {
            let children = parentOf.filter { frontier.contains($0.value) }.map(\.key)
            found += children
            frontier = Set(children)
        }
        return found
    }

    /// The first executable file called `name` in the directories of PATH.
    public static func which(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(dir)).appendingPathComponent(name)
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    /// True when `url` names an executable regular file (not a directory).
    public static func isExecutableFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        let fm = FileManager.default
        guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return false }
        return !isDirectory.boolValue && fm.isExecutableFile(atPath: url.path)
    }
}
