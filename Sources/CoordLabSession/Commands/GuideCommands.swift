import Foundation

/// The guided-lesson commands of the REPL.
enum GuideCommands {
    /// The commands, bound to `session`.
    static func all(_ session: Session) -> [Command] {
        func guide() throws -> Guide {
            guard let g = session.guide else { throw CommandError(key: "lesson.notOpen") }
            return g
        }
        return [
            Command(name: "lessons", usage: ":lessons", scope: .session) { c, _ in
                c.say(String(session.lessonList().dropLast()))
            },
            Command(name: "lesson", usage: ":lesson NAME", scope: .session) { c, args in
                guard let name = args.first else { throw CommandError(key: "usage", ":lesson NAME (:lessons)") }
                try session.open(lesson: name)
            },
            Command(name: "next", usage: ":next", scope: .session) { c, _ in
                let g = try guide()
                guard g.step + 1 < g.lesson.steps.count else {
                    throw CommandError(key: "lesson.lastStep", session.nextLessonHint(after: g.lesson))
                }
                g.go(to: g.step + 1)
                session.enterStep()
                c.say(session.render(g.stepMarkdown))
            },
            Command(name: "prev", usage: ":prev", scope: .session) { c, _ in
                let g = try guide()
                guard g.step > 0 else { throw CommandError(key: "lesson.firstStep") }
                g.go(to: g.step - 1)
                session.enterStep()
                c.say(session.render(g.stepMarkdown))
            },
            Command(name: "step", usage: ":step", scope: .session) { c, _ in c.say(session.render(try guide().stepMarkdown)) },
            Command(name: "hint", usage: ":hint", scope: .session) { c, _ in
                let g = try guide()
                guard g.activeTask != nil else { throw CommandError(g.noTaskMessage(nextLesson: session.nextLessonHint(after: g.lesson))) }
                c.say(session.render(g.nextHint() ?? c.text("task.noMoreHints")))
            },
            Command(name: "goal", usage: ":goal", scope: .session) { c, _ in
                let g = try guide()
                guard let (n, t) = g.activeTask else { return c.say(g.noTaskMessage(nextLesson: session.nextLessonHint(after: g.lesson))) }
                c.say(c.text("task.heading", n, t.title) + "\n" + session.goalReport(t).lines.joined(separator: "\n"))
            },
            Command(name: "check", usage: ":check", scope: .session) { c, _ in
                let g = try guide()
                guard let (_, t) = g.activeTask else { return c.say(g.noTaskMessage(nextLesson: session.nextLessonHint(after: g.lesson))) }
                let report = session.goalReport(t)
                if report.met { session.goalMet() } else {
                    c.say(c.text("task.notYet") + "\n" + report.lines.filter { $0.hasPrefix("  ✗") }.joined(separator: "\n"))
                }
            },
            Command(name: "solution", usage: ":solution", scope: .session) { c, _ in
                let g = try guide()
                guard let (n, t) = g.activeTask else { throw CommandError(g.noTaskMessage(nextLesson: session.nextLessonHint(after: g.lesson))) }
                if g.solutionAsked != n {
                    g.solutionAsked = n
                    c.say(c.text("task.sure"))
                } else {
                    c.say(c.text("task.solution") + "\n" + t.solution.map { "  " + $0 }.joined(separator: "\n"))
                }
            },
            Command(name: "restart", usage: ":restart", scope: .session) { c, _ in
                let g = try guide()
                g.progress.reset(g.lesson.id)
                try session.open(lesson: g.lesson.id)
            },
            Command(name: "source", usage: ":source", scope: .session) { c, _ in
                let g = try guide()
                c.say(g.lesson.setup.isEmpty ? c.text("lesson.noSetup") : g.lesson.setup)
            },
        ]
    }
}
