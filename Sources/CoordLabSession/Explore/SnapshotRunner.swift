import CoordLabLanguage

/// Journeys taken in the explored program itself: each state is saved once
/// (`WorkspaceSnapshot`) and put back before each action tried from it, so that no copy of
/// the process is made. A state is saved when it is first expanded, by taking its last
/// step again from its parent's snapshot, as `Forked.expand` replays it (the step, then
/// the screen as a user sees it; not judged, since judging runs app code).
///
/// The program is put back as it was given by `finish()`. A state that cannot be saved
/// (`Interpreter.snapshot`: a `Task` waits in the middle of its body, on a thread of its
/// own) is expanded as `ForkedRunner` expands it, its journey replayed in a `fork()`ed
/// copy; the states around it are still expanded in process.
final class SnapshotRunner: JourneyRunner {
    private let workspace: Workspace
    /// Whether each copy of the program must first end the app's launch (see `Explorer`).
    private let launching: Bool
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
    /// The states judged so far.
    private let judged = JudgedStates()

    /// A runner on `workspace`; nil when its state cannot be saved.
    init?(workspace: Workspace, launching: Bool) {
        guard let given = workspace.snapshot() else { return nil }
        self.workspace = workspace
        self.launching = launching
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
        put(back: given)
        workspace.interpreter.output = output
        workspace.keepsEveryCompiledSnippet = keptEverySnippet
        workspace.interpreter.interruptFlag = interruptFlag
    }

    func judgeStart() throws -> ExploredState {
        put(back: start)
        return StateJudge.judge(workspace)
    }

    func expand(journey: [String], actions: [String]) throws -> [StepReport] {
        // Breadth-first, no state expanded later starts from a journey shorter than this one's parent.
        states = states.filter { $0.key.count >= journey.count - 1 }
        guard let from = try state(after: journey) else {
            // Forked copies start from the program as given, as `ForkedRunner`'s do.
            put(back: given)
            return try Forked.expand(workspace, launching: launching, journey: journey, actions: actions)
        }
        return actions.map { action in
            put(back: from)
            return StepReport(action: action, outcome: StateJudge.step(action, in: workspace, known: judged))
        }
    }

    func explain(_ problem: ExploreProblem, journey: [String], detail: [String]) throws -> ExploreFinding {
        put(back: start)
        return FindingExplainer.explain(problem, journey: journey, detail: detail, in: workspace)
    }

    /// Puts `saved` back. Every state saved has no task started (a snapshot requires it):
    /// a task started since stays parked on its thread, forgotten, holding nothing the
    /// program sees.
    private func put(back saved: WorkspaceSnapshot) {
        workspace.restore(saved)
        workspace.interpreter.forgetStartedTasks()
    }

    /// The saved state `journey` reaches, saved now from its parent's if it was not; nil
    /// when it, or a state on the way, cannot be saved.
    private func state(after journey: [String]) throws -> WorkspaceSnapshot? {
        guard let last = journey.last else { return start }
        if let known = states[journey] { return known }
        guard let parent = try state(after: Array(journey.dropLast())) else { return nil }
        put(back: parent)
        if StateJudge.take(last, in: workspace) != nil {
            throw Forked.Failure(description: Catalogue(.english)("explore.noReplay", journey.joined(separator: ", ")))
        }
        workspace.finishLaunching()
        guard let reached = workspace.snapshot() else { return nil }
        states[journey] = reached
        return reached
    }
}
