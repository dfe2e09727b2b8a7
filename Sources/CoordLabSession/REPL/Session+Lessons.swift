import Foundation

/// Guided lessons in a session.
extension Session {
    /// Opens a lesson: resets the session, loads its setup silently, shows the step.
    func open(lesson name: String) throws {
        let (lessons, _) = library.load()
        let found = lessons.first { $0.id == name }
            ?? Int(name).flatMap { n in lessons.first { $0.order == n } }
            ?? lessons.first { URL(fileURLWithPath: $0.path).lastPathComponent.hasPrefix(name) }
            ?? (FileManager.default.fileExists(atPath: name) ? try? LessonParser.parse(String(contentsOfFile: name, encoding: .utf8), path: name) : nil)
        guard let lesson = found else {
            throw CommandError("no lesson '\(name)'; :lessons lists them")
        }
        reset()
        if !lesson.setup.isEmpty, !runSilently(lesson.setup) {
            throw CommandError("\(lesson.path):\(lesson.setupLine): the lesson's setup fails; `coordlab check` tells more")
        }
        let g = Guide(lesson: lesson, progress: progress)
        guide = g
        stepWindows = [:]
        enterStep()
        output(render("# \(lesson.title)\n\n" + (lesson.credit.map { "After \($0)\n\n" } ?? lesson.seed.map { "(after the write-up `\($0)`)\n\n" } ?? "") + g.stepMarkdown) + "\n")
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
            do { found = try ExpectCommand.check(g.predicate, workspace, window: goalWindow) } catch { found = LessonChecker.describe(error) }
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
        var text = "✓ Goal met: \(t.title)"
        if let (m, next) = g.activeTask {
            text += "\nNext, task \(m): \(next.title) (:goal shows it)"
        } else if g.step + 1 < g.lesson.steps.count {
            text += "\nThis step is done: :next goes on."
        } else {
            text += "\nLesson complete; \(nextLessonHint(after: g.lesson))"
        }
        output(text + "\n")
    }

    /// What follows `lesson`: `next: :lesson ID (Title)`, or that it was the last one.
    func nextLessonHint(after lesson: Lesson) -> String {
        let later = library.load().lessons.filter { $0.order > lesson.order }.min { $0.order < $1.order }
        guard let next = later else { return "it was the last lesson (:lessons shows them all)" }
        return "next: :lesson \(next.id) (\(next.title))"
    }

    /// Lessons with progress, one a line.
    func lessonList() -> String {
        let (lessons, errors) = library.load()
        if lessons.isEmpty { return "no lessons found in \(library.directory.path)" }
        var lines = lessons.map { l -> String in
            let done = (progress.completed[l.id] ?? []).count
            let mark = done == l.tasks.count && done > 0 ? "✓" : done > 0 ? "…" : " "
            return "\(mark) \(l.order). \(l.id.padding(toLength: 22, withPad: " ", startingAt: 0)) \(l.title)  (\(done)/\(l.tasks.count) tasks)"
        }
        lines += errors.map { "  (unreadable: \($0))" }
        return lines.joined(separator: "\n") + "\n:lesson NAME opens one.\n"
    }

    /// Markdown rendered for this session's terminal.
    func render(_ markdown: String) -> String {
        TerminalMarkdown(width: configuration.prose.width, colour: configuration.prose.colour).render(markdown)
    }
}
