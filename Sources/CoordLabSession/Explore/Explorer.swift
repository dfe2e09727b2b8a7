import CoordLabGraph
import Foundation

/// `coordlab explore`: walks every journey through an app, breadth-first up to a depth,
/// and judges the state after each step (leaks, abandoned objects, growth, traps).
///
/// Each state is identified by its `StateFingerprint`, so a state reached by several
/// journeys is expanded once, from the shortest; breadth-first order makes the first
/// journey to show a problem its shortest witness. States are rebuilt in the program
/// itself from snapshots (`SnapshotRunner`), or, when a state cannot be saved or when
/// asked (`forked`), in `fork()`ed copies (`ForkedRunner`), which give the same answers.
public final class Explorer {
    /// How far and how long to explore.
    public struct Limits: Sendable {
        /// The longest journey, in steps.
        public var depth = 6
        /// Stop after this many journeys (nil: no limit).
        public var maxJourneys: Int?
        /// Stop after this many seconds (nil: no limit).
        public var seconds: Double?

        public init(depth: Int = 6, maxJourneys: Int? = nil, seconds: Double? = nil) {
            self.depth = depth
            self.maxJourneys = maxJourneys
            self.seconds = seconds
        }
    }

    /// Where exploring stands, for a progress line.
    public struct Progress: Sendable {
        public var journeys = 0
        public var states = 0
        public var findings = 0
    }

    /// The app in the state exploring starts from (as it was once exploring ends: journeys
    /// run in copies, or in it and are undone).
    private let workspace: Workspace
    private let limits: Limits
    /// Whether every journey runs in a `fork()`ed copy, as the reference the in-process
    /// runner is checked against.
    private let forked: Bool
    /// Ctrl-C's flag, which the explorer checks between states.
    private let interruptFlag: UnsafeMutablePointer<Int32>?
    /// A result's words: English, as its JSON is for machines (`ExploreResult.text` says them).
    static let english = Catalogue(.english)
    /// Whether each copy of the program must first end the app's launch (UIKit shows the
    /// window the app keeps): nothing is on screen in `workspace`, which is not changed.
    private let launches: Bool

    /// Explores from the state `workspace` is in (its screen observed after its last step).
    /// The whole prelude is loaded first: every state saved on the way must know the same
    /// declarations, whatever gestures a journey makes.
    init(workspace: Workspace, limits: Limits, forked: Bool = false) throws {
        try workspace.loadWholePrelude()
        self.workspace = workspace
        self.limits = limits
        self.forked = forked
        interruptFlag = workspace.interpreter.interruptFlag
        launches = workspace.nothingOnScreenReason() != nil
    }

    /// Explores the app that `files` make when `coordlab run` runs them; nil, with the
    /// error shown through `diagnostics` as `coordlab run` shows it (in `language`), when
    /// it does not start.
    public static func start(files: [String], limits: Limits, forked: Bool = false, language: InterfaceLanguage = .english,
                             diagnostics: @escaping (String) -> Void) -> Explorer? {
        let runner = ProgramRunner(output: { _ in }, diagnostics: diagnostics, language: language)
        guard let sources = runner.read(files) else { return nil }
        do {
            let workspace = try runner.load(sources: sources) { throw ExploreError.commandFailed($0) }
            workspace.finishLaunching()
            return try Explorer(workspace: workspace, limits: limits, forked: forked)
        } catch let e as ExploreError {
            diagnostics(e.description)
        } catch {
            _ = runner.report(error, sources: sources)
        }
        return nil
    }

    /// A journey still to extend: its steps, the state it reached, and the states before it.
    private struct Frontier {
        let journey: [String]
        let state: ExploredState
        let path: [ExploredState]
    }

    /// Explores; `progress` is told after each state is expanded. Exploring runs on a large
    /// stack, so that the program's code, which runs there too (`onLargeStack`), is not
    /// handed to another thread at every step.
    public func run(progress: @escaping (Progress) -> Void = { _ in }) throws -> ExploreResult {
        try onLargeStack { try self.runHere(progress: progress) }
    }

    /// Explores on the calling thread.
    private func runHere(progress: (Progress) -> Void) throws -> ExploreResult {
        if !forked, let runner = SnapshotRunner(workspace: workspace, launching: launches) {
            defer { runner.finish() }
            return try run(with: runner, progress: progress)
        }
        return try run(with: ForkedRunner(workspace: workspace, launching: launches), progress: progress)
    }

    /// Explores, taking journeys with `runner`.
    private func run(with runner: JourneyRunner, progress: (Progress) -> Void) throws -> ExploreResult {
        let start = Date()
        let root = try runner.judgeStart()
        var result = ExploreResult(depth: limits.depth)
        var found: [ExploreProblem: (journey: [String], detail: [String])] = [:]
        var order: [ExploreProblem] = []
        func note(_ p: ExploreProblem, _ journey: [String], _ detail: [String] = []) {
            guard found[p] == nil, !Self.isKnownGrowth(p, among: order) else { return }
            found[p] = (journey, detail)
            order.append(p)
        }
        for p in root.problems { note(p, []) }
        // A screen that offers nothing to do is explored completely (no journey); only
        // an app with nothing on screen stops exploring before it starts.
        if root.actions.isEmpty, let reason = root.nothingOnScreen {
            result.stoppedEarly = Self.english("explore.nothingToExplore", reason)
        }
        var visited: Set = [root.fingerprint]
        // Growth candidates whose steps were taken once more (growth is found once, so a
        // candidate met again on another journey need not be).
        var judgedGrowth: Set<GrowthCandidate> = []
        // Where each action of each expanded state led (nil: the app trapped).
        var edges: [StateFingerprint: [StateFingerprint?]] = [:]
        var queue = [Frontier(journey: [], state: root, path: [])]
        var head = 0
        var counts = Progress(journeys: 0, states: 1, findings: order.count)
        explore: while head < queue.count {
            let entry = queue[head]
            head += 1
            guard entry.journey.count < limits.depth, !entry.state.actions.isEmpty else { continue }
            let reports = try runner.expand(journey: entry.journey, actions: entry.state.actions)
            var led: [StateFingerprint?] = []
            for r in reports {
                let journey = entry.journey + [r.action]
                switch r.outcome {
                case .impossible:
                    continue
                case .trapped(let message):
                    counts.journeys += 1
                    led.append(nil)
                    note(ExploreProblem(kind: .trap, subject: message), journey)
                case .reached(let state):
                    counts.journeys += 1
                    led.append(state.fingerprint)
                    for p in state.problems { note(p, journey) }
                    let earlier = entry.path + [entry.state]
                    if state.settled, let candidate = Self.growthCandidate(journey: journey, from: earlier, to: state),
                       !judgedGrowth.contains(candidate) {
                        judgedGrowth.insert(candidate)
                        let problem = ExploreProblem(kind: .growth, subject: candidate.grown.joined(separator: ", "))
                        if found[problem] == nil, !Self.isKnownGrowth(problem, among: order),
                           let growth = Self.repeatedGrowth(candidate, journey: journey, before: earlier[candidate.step],
                                                            state: state, runner: runner) {
                            note(growth.problem, growth.journey, growth.detail)
                        }
                    }
                    if visited.insert(state.fingerprint).inserted {
                        queue.append(Frontier(journey: journey, state: state, path: earlier))
                    }
                }
            }
            edges[entry.state.fingerprint] = led
            counts.states = visited.count
            counts.findings = order.count
            progress(counts)
            if let max = limits.maxJourneys, counts.journeys >= max {
                result.stoppedEarly = Self.english("explore.stoppedJourneys", counts.journeys)
                break explore
            }
            if let flag = interruptFlag, flag.pointee != 0 {
                flag.pointee = 0
                result.stoppedEarly = Self.english("explore.interrupted", counts.journeys)
                break explore
            }
            if let seconds = limits.seconds, Date().timeIntervalSince(start) >= seconds {
                result.stoppedEarly = Self.english("explore.stoppedSeconds", String(format: "%.1f", seconds))
                break explore
            }
        }
        result.journeys = counts.journeys
        result.journeysCovered = Self.journeys(from: root.fingerprint, through: edges, upTo: limits.depth)
        result.states = visited.count
        result.seconds = Date().timeIntervalSince(start)
        result.findings = try order.map { p in
            let (journey, detail) = found[p]!
            return try runner.explain(p, journey: journey, detail: detail)
        }
        return result
    }
}

/// Why exploring could not start.
public enum ExploreError: Error, CustomStringConvertible {
    /// A `:command` line of the app's files failed while loading.
    case commandFailed(String)

    public var description: String {
        switch self {
        case .commandFailed(let message): return message
        }
    }
}
