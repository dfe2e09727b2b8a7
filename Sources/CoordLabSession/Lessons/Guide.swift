/// A learner's way through one lesson in the REPL: the current step, the task being
/// worked on, the hints shown, and the goal checked after every input.
final class Guide {
    /// The lesson.
    let lesson: Lesson
    /// The current step (index into `lesson.steps`).
    private(set) var step = 0
    /// Saved progress.
    let progress: Progress
    /// Hints shown per task number.
    private var hintsShown: [Int: Int] = [:]
    /// The task whose solution was asked for once (asked again: shown).
    var solutionAsked: Int?
    /// The words it speaks in (the lesson's own language).
    let text: Catalogue

    init(lesson: Lesson, progress: Progress, text: Catalogue = Catalogue(.english)) {
        self.lesson = lesson
        self.progress = progress
        self.text = text
        step = min(progress.steps[lesson.id] ?? 0, lesson.steps.count - 1)
    }

    /// Task numbers (from 1) of every task in the current step.
    var tasksInStep: [Int] {
        var n = 0
        var out: [Int] = []
        for (k, s) in lesson.steps.enumerated() {
            for case .task in s.items {
                n += 1
                if k == step { out.append(n) }
            }
        }
        return out
    }

    /// The first task of this step not completed yet.
    var activeTask: (number: Int, task: Lesson.Task)? {
        guard let n = tasksInStep.first(where: { !(progress.completed[lesson.id] ?? []).contains($0) }) else { return nil }
        return (n, lesson.tasks[n - 1])
    }

    /// Why there is no task to work on in this step; `nextLesson` says what follows the
    /// lesson (`next: :lesson mvvm-c`).
    func noTaskMessage(nextLesson: String) -> String {
        let done = (progress.completed[lesson.id] ?? []).count
        if step + 1 >= lesson.steps.count, done >= lesson.tasks.count {
            return text("step.lessonDone", nextLesson)
        }
        let goesOn = step + 1 < lesson.steps.count ? text("step.nextGoesOn") : ""
        return text(tasksInStep.isEmpty ? "step.noTask" : "step.allDone") + goesOn
    }

    /// Moves to step `k` (clamped), remembering it.
    func go(to k: Int) {
        step = max(0, min(k, lesson.steps.count - 1))
        solutionAsked = nil
        progress.setStep(lesson.id, step)
    }

    /// The next hint of the active task, or nil when there are no more.
    func nextHint() -> String? {
        guard let (n, t) = activeTask else { return nil }
        let shown = hintsShown[n, default: 0]
        guard shown < t.hints.count else { return nil }
        hintsShown[n] = shown + 1
        return text("task.hint", shown + 1, t.hints.count, t.hints[shown])
    }

    /// The current step as Markdown: its prose, examples and tasks.
    var stepMarkdown: String {
        let s = lesson.steps[step]
        let position = text("step.position", step + 1, lesson.steps.count)
        var parts = [s.title == lesson.title ? position : "## \(s.title)\n\n" + position]
        var number = tasksInStep.first ?? 1
        for item in s.items {
            switch item {
            case .prose(let p): parts.append(p)
            case .example(let e):
                parts.append(text(e.isOptional ? "step.optional" : "step.typeThese"))
                parts.append("```\n" + e.runs.map { r in
                    (r.input.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }
                        + r.output.map(text.translatingOutput)).joined(separator: "\n")
                }.joined(separator: "\n") + "\n```")
            case .task(let t):
                let done = (progress.completed[lesson.id] ?? []).contains(number) ? text("task.done") : ""
                parts.append("### " + text("task.heading", number, t.title) + done + "\n\n\(t.prose)\n\n" + text("task.helpLine"))
                number += 1
            }
        }
        return parts.joined(separator: "\n\n")
    }
}
