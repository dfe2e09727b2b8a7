/// Each task's solution, typed after the detours learners take: a goal that names objects by creation number, or that counts what an example
/// made, fails here while the solution is right.
struct TaskRehearsal {
    /// The detour taken before the task.
    enum Variant: CaseIterable {
        /// Every optional example (```` ```coordlab optional ````) is skipped.
        case optionalExamplesSkipped
        /// The last input of the examples before the task that changed the program is
        /// typed twice (a learner pressing ↑ and Return once more).
        case lastExampleInputTwice

        /// The catalogue key of how the failure message names it.
        var detourKey: String {
            switch self {
            case .optionalExamplesSkipped: return "check.optionalSkipped"
            case .lastExampleInputTwice: return "check.inputTwice"
            }
        }
    }

    let lesson: Lesson
    let variant: Variant
    /// The language of the failures.
    var text = Catalogue(.english)

    /// For every task, where the solution fails after the detour: the line and why. One
    /// fresh session takes the detour before every task, as one learner would.
    func failures() -> [(line: Int, message: String)] {
        let run = CheckedSession(text: text)
        if run.setup(lesson) != nil { return [] }  // the main run reports it
        return failures(after: run)
    }

    /// The failures, the lesson taken from `run`, a session that has just run its setup.
    func failures(after run: CheckedSession) -> [(line: Int, message: String)] {
        let detour = text(variant.detourKey)
        var found: [(Int, String)] = []
        var lastChange: String?
        run.walk(lesson, example: { e in
            if e.isOptional, variant == .optionalExamplesSkipped { return }
            for r in e.runs {
                let before = run.session.history.accepted.count
                run.run(r.input)
                if run.session.history.accepted.count > before { lastChange = r.input }
            }
        }, task: { t in
            defer { lastChange = nil }
            if variant == .lastExampleInputTwice, let again = lastChange {
                run.run(again)
                if run.holds(t) { return }  // the repeated input met the goal: the learner is done
            }
            let r = run.run(t.solution.joined(separator: "\n"))
            if !r.ok {
                found.append((t.solutionLine, text("check.solutionFailsAfter", detour, r.lines.joined(separator: " / "))))
            }
            found += run.unmet(t).map { ($0.line, text("check.unmetAfter", $0.found, detour)) }
        })
        return found
    }
}
