import CoordLabLanguage

/// Journeys taken in the explored program itself: each state is saved once
/// (`WorkspaceSnapshot`) and put back before each action tried from it, so that no copy of
/// the process is made. A state is saved when it is first expanded, by taking its last
/// step again from its parent's snapshot, as `Forked.expand` replays it (the step, then
/// the screen as a user sees it; not judged, since judging runs app code).
///
/// The program is put back as it was given by `finish()`. A state that cannot be saved
/// (`Interpreter.snapshot`: a `Task` waits in the middle of its body, on a thread of its
/// own) is rebuilt before each action tried from it by taking its journey's steps again
/// from the last state saved on the way, in process too (a task started on the way stays
/// parked, forgotten, once the next state is put back), as `Forked.expand` replays them.
final class SnapshotRunner: JourneyRunner {
    private let workspace: Workspace
    /// The program as given, put back at the end.
    private let given: WorkspaceSnapshot
    private let output: (String) -> Void
    private let keptEverySnippet: Bool
    private let interruptFlag: UnsafeMutablePointer<Int32>?
    /// The program ready to take journeys (silent; its launch ended when it must be).
    private var start: WorkspaceSnapshot!
    /// The states saved, by the journey that reaches them, with how many of its last steps
    /// must be taken again from the state saved (0: it is the journey's; more when the
    /// journey's state, and those before it up to the one saved, could not be saved).
    /// Only those that states still to be expanded start from are kept.
    private var states: [[String]: (saved: WorkspaceSnapshot, stepsAfter: Int)] = [:]
    /// The states judged so far.
    private let judged = JudgedStates()

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
        let from = try state(after: journey)
        put(back: from.saved)
        let replay = journey.suffix(from.stepsAfter)
        return try actions.map { action in
            put(back: from.saved)
            try take(replay, reaching: journey)
            return StepReport(action: action, outcome: StateJudge.step(action, in: workspace, known: judged))
        }
    }

    /// Takes again the last `steps` of `journey`, those since the last state saved on its
    /// way, as exploring took them (the step, then the screen as a user sees it), so that
    /// the program is in the state `journey` reaches. A task such a step starts stays
    /// parked once the next state is put back (see `put(back:)`), as it does after an
    /// action taken from a saved state: no copy of the process is needed.
    private func take(_ steps: ArraySlice<String>, reaching journey: [String]) throws {
        for step in steps {
            if StateJudge.take(step, in: workspace) != nil {
                throw Forked.Failure(description: Catalogue(.english)("explore.noReplay", journey.joined(separator: ", ")))
            }
            workspace.finishLaunching()
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

    /// The saved state `journey` reaches, or the last saved on the way to it, with the
    /// steps left to take from it; saved now from its parent's if it was not.
    private func state(after journey: [String]) throws -> (saved: WorkspaceSnapshot, stepsAfter: Int) {
        guard let last = journey.last else { return (start, 0) }
        if let known = states[journey] { return known }
        let parent = try state(after: Array(journey.dropLast()))
        var reached = (saved: parent.saved, stepsAfter: parent.stepsAfter + 1)
        if parent.stepsAfter == 0 {
            put(back: parent.saved)
            try take([last], reaching: journey)
            if let saved = workspace.snapshot() { reached = (saved, 0) }
        }
        states[journey] = reached
        return reached
    }
}
