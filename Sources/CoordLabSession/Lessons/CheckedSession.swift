/// A fresh session that runs a lesson's parts as a learner would type them, for
/// `coordlab check`: files are off, each step opens its goal window as the REPL's guide
/// does, and each input's output is captured.
final class CheckedSession {
    /// The session the lesson runs in.
    let session: Session
    /// What the input being run printed.
    private let printed = Printed()
    /// Told of the session after each input (tests check invariants there).
    private let inspect: ((Session) -> Void)?
    /// The language of what it finds (the session itself speaks English, as examples hold).
    let text: Catalogue

    /// Output collected while an input runs.
    private final class Printed { var text = "" }

    init(text: Catalogue = Catalogue(.english), checksVerdicts: Bool = false, inspect: ((Session) -> Void)? = nil) {
        self.text = text
        var configuration = Session.Configuration()
        configuration.checksVerdicts = checksVerdicts
        configuration.allowsFiles = false
        // A lesson's expected output is laid out for no particular terminal: one long line
        // per retain path, as the file shows it, whatever width checks it.
        configuration.graph.width = 10_000
        let printed = self.printed
        session = Session(configuration: configuration, output: { printed.text += $0 })
        self.inspect = inspect
    }

    /// Runs one input; whether it succeeded, and the lines it printed.
    @discardableResult
    func run(_ input: String) -> (ok: Bool, lines: [String]) {
        printed.text = ""
        let ok = session.evaluate(input)
        inspect?(session)
        var lines = printed.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return (ok, lines)
    }

    /// Runs the lesson's setup silently; the failure message, or nil.
    func setup(_ lesson: Lesson) -> String? {
        guard !lesson.setup.isEmpty else { return nil }
        session.showsSummary = false
        defer { session.showsSummary = true }
        let r = run(lesson.setup)
        return r.ok ? nil : text("check.setupFails", r.lines.joined(separator: " / "))
    }

    /// Opens the goal window of `step`, as the guide does when the learner reaches it.
    func begin(_ step: Lesson.Step) {
        let tasks = step.items.compactMap { item -> Lesson.Task? in if case .task(let t) = item { return t } else { return nil } }
        session.goalWindow = GoalWindow(session.workspace, tasks: tasks)
    }

    /// Goes through `lesson` in file order: opens each step's goal window, then hands its
    /// examples and tasks to the caller, and the finished step to `stepDone`.
    func walk(_ lesson: Lesson, example: (Lesson.Example) -> Void, task: (Lesson.Task) -> Void,
              stepDone: (Lesson.Step) -> Void = { _ in }) {
        for step in lesson.steps {
            begin(step)
            for item in step.items {
                switch item {
                case .prose: continue
                case .example(let e): example(e)
                case .task(let t): task(t)
                }
            }
            stepDone(step)
        }
    }

    /// Each goal predicate of `task` that does not hold now: its line and what was found.
    func unmet(_ task: Lesson.Task) -> [(line: Int, found: String)] {
        task.goal.compactMap { g in
            do {
                return try ExpectCommand.check(g.predicate, session.workspace, window: session.goalWindow, text: text)
                    .map { (g.line, text("check.expectedGot", g.predicate, $0)) }
            } catch {
                return (g.line, LessonChecker.describe(error, text))
            }
        }
    }

    /// Whether every predicate of `task`'s goal holds now.
    func holds(_ task: Lesson.Task) -> Bool { unmet(task).isEmpty }

    /// Types `answer`, a wrong answer to `task`, and takes it back; nil when it ran and left
    /// the goal unmet, as a wrong answer must, otherwise what went wrong. The answer is
    /// typed in a `fork()`ed copy of the program, which is dropped: taking it back with
    /// `:undo` would rebuild the session from its first input. When the session is watched
    /// (`inspect`, the incremental verdicts' check), it is typed here and undone, so that
    /// the watcher sees it.
    func rejects(_ answer: [String], for task: Lesson.Task) -> String? {
        if inspect == nil, !session.configuration.checksVerdicts, let outcome = try? Forked.run({ () -> TypedAnswer in
            let before = (inputs: session.inputCount, accepted: session.history.accepted.count)
            let problem = typed(answer, for: task)
            // The `:undo` that takes an accepted answer back is an input too.
            let undo = session.history.accepted.count > before.accepted ? 1 : 0
            return TypedAnswer(problem: problem, inputs: session.inputCount - before.inputs + undo)
        }) {
            // The inputs are numbered as if typed here (`<input N>` in later messages).
            session.countInputs(outcome.inputs)
            return outcome.problem
        }
        let accepted = session.history.accepted.count
        let saved = session.goalWindow?.saved()
        defer {
            if session.history.accepted.count > accepted { run(":undo") }
            if let saved { session.goalWindow?.restore(saved) }
        }
        return typed(answer, for: task)
    }

    /// What typing a wrong answer in a forked copy found, and how many inputs it took.
    private struct TypedAnswer: Codable {
        let problem: String?
        let inputs: Int
    }

    /// Types `answer`, a wrong answer to `task`; nil when it ran and left the goal unmet.
    private func typed(_ answer: [String], for task: Lesson.Task) -> String? {
        let r = run(answer.joined(separator: "\n"))
        if !r.ok { return text("check.wrongFails", r.lines.joined(separator: " / ")) }
        return holds(task) ? text("check.wrongMeetsGoal", task.title) : nil
    }
}
