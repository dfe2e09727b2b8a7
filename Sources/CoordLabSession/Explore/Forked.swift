#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Runs work on a copy of the program made by `fork()`: the operating system copies the
/// interpreter's heap on write, so the explorer rebuilds a state once (its journey replayed
/// in one child) and tries each next action in a fork of that child, one step each,
/// instead of replaying every journey from the start. The explorer's own workspace is
/// never changed.
///
/// The child sends its result back as JSON through a pipe, and ends with `_exit` (nothing
/// the parent had buffered is written twice).
enum Forked {
    /// A child could not be made, or ended without a result (it crashed).
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `body`'s result, computed in a child process; a child that got stuck (see
    /// `ChildWatch`) is replaced by a new one, twice at most.
    static func run<T: Codable>(_ body: () -> T) throws -> T {
        for _ in 0..<2 {
            if let result = try runOnce(body) { return result }
        }
        guard let result = try runOnce(body) else {
            throw Failure(description: Catalogue(.english)("explore.processDied"))
        }
        return result
    }

    /// `body`'s result from one child; nil when the child got stuck and was killed.
    private static func runOnce<T: Codable>(_ body: () -> T) throws -> T? {
        try ForkedJob(body).result()
    }

    /// The outcome of each of `actions` after `journey`, in the order of `actions`: one
    /// child replays the journey, and a fork of it takes each action, but the last, which
    /// the child takes itself (it has no other use for its copy). Should the child die on
    /// that last action, the expansion is made again with every action forked. With
    /// `replayingFrom`, `workspace` has taken the journey's steps before that one already;
    /// with `known`, the states judged already are judged as they were (`JudgedStates`).
    static func expand(_ workspace: Workspace, launching: Bool, journey: [String], replayingFrom first: Int = 0,
                       actions: [String], known: JudgedStates? = nil) throws -> [StepReport] {
        if let reports = try? expand(workspace, launching: launching, journey: journey, replayingFrom: first,
                                     actions: actions, known: known, lastInPlace: true) {
            return reports
        }
        return try expand(workspace, launching: launching, journey: journey, replayingFrom: first, actions: actions,
                          known: known, lastInPlace: false)
    }

    private static func expand(_ workspace: Workspace, launching: Bool, journey: [String], replayingFrom first: Int,
                               actions: [String], known: JudgedStates?, lastInPlace: Bool) throws -> [StepReport] {
        let reports: [StepReport]? = try run {
            prepare(workspace, launching: launching)
            for step in journey[first...] {
                // As exploring took it: the step, then the screen shown as a user sees it.
                if StateJudge.take(step, in: workspace) != nil { return nil }
                workspace.finishLaunching()
            }
            workspace.precompile(ScreenActions.snippets(for: actions, in: workspace))
            return actions.enumerated().map { k, action in
                if lastInPlace, k == actions.count - 1 {
                    return StepReport(action: action, outcome: StateJudge.step(action, in: workspace, known: known))
                }
                return (try? run { StepReport(action: action, outcome: StateJudge.step(action, in: workspace, known: known)) })
                    ?? StepReport(action: action, outcome: .trapped(Catalogue(.english)("explore.processDied")))
            }
        }
        guard let reports else {
            throw Failure(description: Catalogue(.english)("explore.noReplay", journey.joined(separator: ", ")))
        }
        return reports
    }

    /// Makes a copy of the program ready to take a journey: silent, keeping what it
    /// compiles for its forks, and, with `launching`, with the app's launch ended (UIKit
    /// shows the window the app keeps).
    static func prepare(_ workspace: Workspace, launching: Bool) {
        silence(workspace)
        workspace.keepsEveryCompiledSnippet = true
        if launching { workspace.finishLaunching() }
    }

    /// Stops a copy of the program from printing: its output is the explorer's business
    /// (a REPL's program prints to the terminal).
    static func silence(_ workspace: Workspace) {
        workspace.interpreter.output = { _ in }
    }

    /// Writes `data` to `fd`, in full.
    static func send(_ data: Data, to fd: Int32) {
        let bytes = [UInt8](data)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            if n <= 0 { return }
            offset += n
        }
    }
}
