import CoordLabLanguage

/// Journeys taken in the explored program itself: each state is saved once
/// (`WorkspaceSnapshot`) and put back before each action tried from it, so that no copy of
/// the process is made. A state is saved when it is first expanded, by taking its last
/// step again from its parent's snapshot, as `Forked.expand` replays it (the step, then
/// the screen as a user sees it; not judged, since judging runs app code).
///
/// The program is put back as it was given by `finish()`. When a state cannot be saved
/// (`Interpreter.snapshot`), exploring throws `Unsupported`, and the explorer starts again
/// with `ForkedRunner`.
final class SnapshotRunner: JourneyRunner {
    /// A state the program reached cannot be saved in process.
    struct Unsupported: Error {}

    private let workspace: Workspace
    /// The program as given, put back at the end.
    private let given: WorkspaceSnapshot
    private let output: (String) -> Void
    private let keptEverySnippet: Bool
    private let interruptFlag: UnsafeMutablePointer<Int32>?
    /// The program ready to take journeys (silent; its launch ended when it must be).
    private var start: WorkspaceSnapshot!
    /// The states saved, by the journey that reaches them; only those that states still to
    /// be expanded start from are kept.
    private var states: [[String]: WorkspaceSnapshot] = [:]

    /// A runner on `workspace`; nil when its state cannot be saved.
    init?(workspace: Workspace, launching: Bool) {
        guard let given = workspace.snapshot() else { return nil }
        self.workspace = workspace
        self.given = given
        output = workspace.interpreter.output
        keptEverySnippet = workspace.keepsEveryCompiledSnippet
        // The explorer watches Ctrl-C itself, between states: an action interrupted here
        // would be taken as an impossible one.
        interruptFlag = workspace.interpreter.interruptFlag
        workspace.interpreter.interruptFlag = nil
        Forked.prepare(workspace, launching: launching)
        guard let start = workspace.snapshot() else {
            finish()
            return nil
        }
        self.start = start
    }

    /// Puts the program back as it was given.
    func finish() {
        workspace.restore(given)
        // The program was given with no task started (a snapshot requires it).
        workspace.interpreter.forgetStartedTasks()
        workspace.interpreter.output = output
        workspace.keepsEveryCompiledSnippet = keptEverySnippet
        workspace.interpreter.interruptFlag = interruptFlag
    }

    func judgeStart() throws -> ExploredState {
        workspace.restore(start)
        return StateJudge.judge(workspace)
    }

    func expand(journey: [String], actions: [String]) throws -> [StepReport] {
        // Breadth-first, no state expanded later starts from a journey shorter than this one's parent.
        states = states.filter { $0.key.count >= journey.count - 1 }
        let from = try state(after: journey)
        var reports: [StepReport] = []
        for action in actions {
            workspace.restore(from)
            let outcome = StateJudge.step(action, in: workspace)
            // A task that started and waits mid-body is on a thread no snapshot puts back.
            if workspace.interpreter.hasStartedTasks { throw Unsupported() }
            reports.append(StepReport(action: action, outcome: outcome))
        }
        return reports
    }

    func explain(_ problem: ExploreProblem, journey: [String], detail: [String]) throws -> ExploreFinding {
        workspace.restore(start)
        return FindingExplainer.explain(problem, journey: journey, detail: detail, in: workspace)
    }

    /// The saved state `journey` reaches, saved now from its parent's if it was not.
    private func state(after journey: [String]) throws -> WorkspaceSnapshot {
        guard let last = journey.last else { return start }
        if let known = states[journey] { return known }
        let parent = try state(after: Array(journey.dropLast()))
        workspace.restore(parent)
        if StateJudge.take(last, in: workspace) != nil {
            throw Forked.Failure(description: Catalogue(.english)("explore.noReplay", journey.joined(separator: ", ")))
        }
        workspace.finishLaunching()
        guard let reached = workspace.snapshot() else { throw Unsupported() }
        states[journey] = reached
        return reached
    }
}
