/// How the explorer takes journeys without changing the program it explores: in copies
/// made by `fork()` (`ForkedRunner`, the reference), or in the program itself, put back
/// from snapshots after each action (`SnapshotRunner`). Both give the same answers.
protocol JourneyRunner {
    /// The state exploring starts from, judged.
    func judgeStart() throws -> ExploredState
    /// The outcome of each of `actions` taken in the state `journey` reaches, in order.
    func expand(journey: [String], actions: [String]) throws -> [StepReport]
    /// `problem` explained, its witness `journey` replayed from the start.
    func explain(_ problem: ExploreProblem, journey: [String], detail: [String]) throws -> ExploreFinding
}

/// Journeys taken in `fork()`ed copies of the program (see `Forked`).
struct ForkedRunner: JourneyRunner {
    let workspace: Workspace
    /// Whether each copy must first end the app's launch (see `Explorer`).
    let launching: Bool

    func judgeStart() throws -> ExploredState {
        // Judged in a copy too: judging shows the screen as a user sees it, which may run app code.
        try Forked.run { Forked.prepare(workspace, launching: launching); return StateJudge.judge(workspace) }
    }

    func expand(journey: [String], actions: [String]) throws -> [StepReport] {
        try Forked.expand(workspace, launching: launching, journey: journey, actions: actions)
    }

    func explain(_ problem: ExploreProblem, journey: [String], detail: [String]) throws -> ExploreFinding {
        try Forked.run {
            Forked.prepare(workspace, launching: launching)
            return FindingExplainer.explain(problem, journey: journey, detail: detail, in: workspace)
        }
    }
}
