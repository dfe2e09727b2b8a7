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

        /// How the failure message names it.
        var detour: String {
            switch self {
            case .optionalExamplesSkipped: return "with the optional examples skipped"
            case .lastExampleInputTwice: return "after the last example input before it was typed twice"
            }
        }
    }

    let lesson: Lesson
    let variant: Variant

    /// For every task, where the solution fails after the detour: the line and why. One
    /// fresh session takes the detour before every task, as one learner would.
    func failures() -> [(line: Int, message: String)] {
        let run = CheckedSession()
        if run.setup(lesson) != nil { return [] }  // the main run reports it
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
                found.append((t.solutionLine, "the solution fails \(variant.detour): " + r.lines.joined(separator: " / ")))
            }
            found += run.unmet(t).map { ($0.line, $0.found + " (\(variant.detour))") }
        })
        return found
    }
}
