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
public enum Subprocess {
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
        _ = fm.createFile(atPath: outURL.path, contents: nil)
        _ = fm.createFile(atPath: errURL.path, contents: nil)
        let outHandle = try FileHandle(forWritingTo: outURL)
        let errHandle = try FileHandle(forWritingTo: errURL)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
        process.standardOutput = outHandle
        process.standardError = errHandle
        try process.run()

        let timedOut = !waitForExit(process, seconds: timeout)
        if timedOut {
            // Foundation notices the exit only once every descendant is gone, so kill them all.
            for pid in [process.processIdentifier] + descendants(of: process.processIdentifier) {
                kill(pid, SIGKILL)
            }
            _ = waitForExit(process, seconds: 5)
        }
        try? outHandle.close()
        try? errHandle.close()

        var exitCode: Int32 = -1
        if !process.isRunning {
            let status = process.terminationStatus
            exitCode = process.terminationReason == .uncaughtSignal ? 128 + status : status
        }
        return ProcessResult(
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            exitCode: exitCode,
            timedOut: timedOut
        )
    }

    /// Polls until `process` exits; false if it is still running after `seconds`.
    private static func waitForExit(_ process: Process, seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() >= deadline { return false }
            usleep(2_000)
        }
        return true
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
