import CoordLabText
import Foundation

/// Guided lessons in a session.
extension Session {
    /// Opens a lesson: resets the session, loads its setup silently, shows the step.
    func open(lesson name: String) throws {
        let (lessons, _) = library.load(in: language)
        let found = lessons.first { $0.id == name }
            ?? Int(name).flatMap { n in lessons.first { $0.order == n } }
            ?? lessons.first { URL(fileURLWithPath: $0.path).lastPathComponent.hasPrefix(name) }
            ?? (FileManager.default.fileExists(atPath: name) ? try? LessonLibrary.lesson(at: name) : nil)
        guard let lesson = found else {
            throw CommandError(key: "lesson.none", name)
        }
        reset()
        if !lesson.setup.isEmpty, !runSilently(lesson.setup) {
            throw CommandError(key: "lesson.setupFails", lesson.path, lesson.setupLine)
        }
        let g = Guide(lesson: lesson, progress: progress, text: text)
        guide = g
        stepWindows = [:]
        enterStep()
        let credit = lesson.credit.map { text("lesson.after", $0) + "\n\n" } ?? lesson.seed.map { text("lesson.afterSeed", $0) + "\n\n" } ?? ""
        output(render("# \(lesson.title)\n\n" + credit + g.stepMarkdown) + "\n")
    }

    /// Speaks `language` from now on; an open lesson goes on, at the same step, in it.
    func speak(_ language: InterfaceLanguage) {
        self.language = language
        guard let g = guide else { return }
        let lesson = library.load(in: language).lessons.first { $0.id == g.lesson.id } ?? g.lesson
        let again = Guide(lesson: lesson, progress: progress, text: text)
        again.go(to: g.step)
        guide = again
    }

    /// Opens the window of the step the guide shows, the first time it is shown: its
    /// goals look at what was done since.
    func enterStep() {
        guard let g = guide else { goalWindow = nil; return }
        if stepWindows[g.step] == nil {
            stepWindows[g.step] = GoalWindow(workspace, tasks: g.tasksInStep.map { g.lesson.tasks[$0 - 1] })
        }
        goalWindow = stepWindows[g.step]
    }

    /// Which goal predicates of `task` hold now, as ✓/✗ lines.
    func goalReport(_ task: Lesson.Task) -> (met: Bool, lines: [String]) {
        var met = true
        let lines = task.goal.map { g -> String in
            let found: String?
            do { found = try ExpectCommand.check(g.predicate, workspace, window: goalWindow, text: text) } catch { found = LessonChecker.describe(error, text) }
            if let found { met = false; return "  ✗ \(g.predicate)   (\(found))" }
            return "  ✓ \(g.predicate)"
        }
        return (met, lines)
    }

    /// After an input: when the open task's goal holds, says so and records it.
    func checkGoalAfterInput() {
        guard let g = guide, let (_, t) = g.activeTask, goalReport(t).met else { return }
        goalMet()
    }

    /// Records the open task as done and says what comes next.
    func goalMet() {
        guard let g = guide, let (n, t) = g.activeTask else { return }
        g.progress.complete(g.lesson.id, task: n)
        var said = text("goal.met", t.title)
        if let (m, next) = g.activeTask {
            said += "\n" + text("goal.nextTask", m, next.title)
        } else if g.step + 1 < g.lesson.steps.count {
            said += "\n" + text("goal.stepDone")
        } else {
            said += "\n" + text("goal.lessonComplete", nextLessonHint(after: g.lesson))
        }
        output(said + "\n")
    }

    /// What follows `lesson`: `next: :lesson ID (Title)`, or that it was the last one.
    func nextLessonHint(after lesson: Lesson) -> String {
        let later = library.load(in: language).lessons.filter { $0.order > lesson.order }.min { $0.order < $1.order }
        guard let next = later else { return text("lesson.wasLast") }
        return text("lesson.next", next.id, next.title)
    }

    /// Lessons with progress, one a line.
    func lessonList() -> String {
        let (lessons, errors) = library.load(in: language)
        if lessons.isEmpty { return text("lessons.none", library.directory.path) + "\n" }
        let untranslated = Set(library.untranslated(into: language))
        var lines = lessons.map { l -> String in
            let done = (progress.completed[l.id] ?? []).count
            let mark = done == l.tasks.count && done > 0 ? "✓" : done > 0 ? "…" : " "
            let missing = untranslated.contains(URL(fileURLWithPath: l.path).lastPathComponent) ? "  " + text("lessons.missingTranslation") : ""
            return "\(mark) \(l.order). \(l.id.padded(toWidth: 22)) \(l.title)  " + text("lessons.tasks", done, l.tasks.count) + missing
        }
        lines += errors.map { text("lessons.unreadable", text.describe($0)) }
        return lines.joined(separator: "\n") + "\n" + text("lessons.open") + "\n"
    }

    /// Markdown rendered for this session's terminal.
    func render(_ markdown: String) -> String {
        TerminalMarkdown(width: configuration.prose.width, colour: configuration.prose.colour).render(markdown)
    }
}
