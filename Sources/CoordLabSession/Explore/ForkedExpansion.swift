#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Tries every next action of an explored state, each from a copy of that state made by
/// `fork()`: the operating system copies the interpreter's heap on write, so a state is
/// rebuilt once (its journey replayed in one child) and each action costs one more fork
/// and one step, instead of a replay from the start.
///
/// The parent (the explorer) forks a child for the state; the child replays the journey
/// into its copy of the loaded app, then forks a grandchild per action, which takes the
/// step, judges the state and writes one line of JSON to a pipe the explorer reads. The
/// explorer's own workspace is never changed. A grandchild that dies (a crash, not a
/// Swift trap, which is a report of its own) is reported as a trap.
enum ForkedExpansion {
    /// A state could not be rebuilt (should not happen: evaluation is deterministic).
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The outcome of each of `actions` after `journey`, in the order of `actions`.
    static func expand(_ workspace: Workspace, journey: [String], actions: [String]) throws -> [StepReport] {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw Failure(description: "pipe() failed: errno \(errno)") }
        let child = fork()
        guard child >= 0 else { throw Failure(description: "fork() failed: errno \(errno)") }
        if child == 0 {
            LargeStackThread.forgetPoolAfterFork()
            close(fds[0])
            runState(workspace, journey: journey, actions: actions, to: fds[1])
        }
        close(fds[1])
        let data = readAll(fds[0])
        close(fds[0])
        var status: Int32 = 0
        waitpid(child, &status, 0)
        let decoder = JSONDecoder()
        let reports = try data.split(separator: UInt8(ascii: "\n")).map { try decoder.decode(StepReport.self, from: Data($0)) }
        guard reports.count == actions.count else {
            throw Failure(description: "a journey could not be replayed (\(journey.joined(separator: ", "))): "
                          + "\(reports.count) of \(actions.count) actions reported")
        }
        return reports
    }

    /// The child's work: replay `journey`, then one grandchild per action. Never returns.
    private static func runState(_ workspace: Workspace, journey: [String], actions: [String], to fd: Int32) -> Never {
        for step in journey {
            guard case .reached = StateJudge.step(step, in: workspace) else { _exit(3) }
        }
        let encoder = JSONEncoder()
        for action in actions {
            let grandchild = fork()
            if grandchild == 0 {
                LargeStackThread.forgetPoolAfterFork()
                let report = StepReport(action: action, outcome: StateJudge.step(action, in: workspace))
                send((try? encoder.encode(report)) ?? Data(), to: fd)
                _exit(0)
            }
            var status: Int32 = 0
            if grandchild < 0 || waitpid(grandchild, &status, 0) < 0 || status != 0 {
                let why = grandchild < 0 ? "fork() failed" : "the app's process died (status \(status))"
                send((try? encoder.encode(StepReport(action: action, outcome: .trapped(why)))) ?? Data(), to: fd)
            }
        }
        _exit(0)
    }

    /// Writes `data` and a newline to `fd`, in full.
    private static func send(_ data: Data, to fd: Int32) {
        var bytes = [UInt8](data)
        bytes.append(UInt8(ascii: "\n"))
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n <= 0 { if errno == EINTR { continue } else { return } }
            offset += n
        }
    }

    /// Everything readable from `fd` until every writer has closed it.
    private static func readAll(_ fd: Int32) -> [UInt8] {
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            out.append(contentsOf: buffer[..<n])
        }
        return out
    }
}
