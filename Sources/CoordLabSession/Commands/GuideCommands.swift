import Foundation

/// The guided-lesson commands of the REPL.
enum GuideCommands {
    /// The commands, bound to `session`.
    static func all(_ session: Session) -> [Command] {
        func guide() throws -> Guide {
            guard let g = session.guide else { throw CommandError("no lesson is open: :lessons lists them, :lesson NAME opens one") }
            return g
        }
        return [
            Command(name: "lessons", usage: ":lessons", summary: "list the lessons, with your progress", details:
                        "Every lesson in order, with how many of its tasks you have done.", scope: .session) { c, _ in
                c.say(String(session.lessonList().dropLast()))
            },
            Command(name: "lesson", usage: ":lesson NAME", summary: "open a lesson (by id, number or file)", details:
                        "Starts the lesson afresh: the session is reset and the lesson's setup loaded. You continue at the step you left.",
                    scope: .session) { c, args in
                guard let name = args.first else { throw CommandError("usage: :lesson NAME (see :lessons)") }
                try session.open(lesson: name)
            },
            Command(name: "next", usage: ":next", summary: "go to the next step of the lesson", details: "Shows the next step.",
                    scope: .session) { c, _ in
                let g = try guide()
                guard g.step + 1 < g.lesson.steps.count else {
                    throw CommandError("this is the last step of the lesson; \(session.nextLessonHint(after: g.lesson))")
                }
                g.go(to: g.step + 1)
                session.enterStep()
                c.say(session.render(g.stepMarkdown))
            },
            Command(name: "prev", usage: ":prev", summary: "go back a step", details: "Shows the previous step.",
                    scope: .session) { c, _ in
                let g = try guide()
                guard g.step > 0 else { throw CommandError("this is the first step") }
                g.go(to: g.step - 1)
                session.enterStep()
                c.say(session.render(g.stepMarkdown))
            },
            Command(name: "step", usage: ":step", summary: "show the current step again", details: "Shows the current step.",
                    scope: .session) { c, _ in c.say(session.render(try guide().stepMarkdown)) },
            Command(name: "hint", usage: ":hint", summary: "the next hint for the task at hand", details:
                        "Hints come one at a time.", scope: .session) { c, _ in
                let g = try guide()
                guard g.activeTask != nil else { throw CommandError(g.noTaskMessage(nextLesson: session.nextLessonHint(after: g.lesson))) }
                c.say(session.render(g.nextHint() ?? "No more hints. :solution shows the solution."))
            },
            Command(name: "goal", usage: ":goal", summary: "what the task wants, and which parts hold now", details:
                        "Each predicate of the goal, checked on the live graph: ✓ holds, ✗ does not yet (with what was found).",
                    scope: .session) { c, _ in
                let g = try guide()
                guard let (n, t) = g.activeTask else { return c.say(g.noTaskMessage(nextLesson: session.nextLessonHint(after: g.lesson))) }
                c.say("Task \(n): \(t.title)\n" + session.goalReport(t).lines.joined(separator: "\n"))
            },
            Command(name: "check", usage: ":check", summary: "check the task's goal now", details:
                        "The goal is checked after every input anyway; :check says what is missing.", scope: .session) { c, _ in
                let g = try guide()
                guard let (_, t) = g.activeTask else { return c.say(g.noTaskMessage(nextLesson: session.nextLessonHint(after: g.lesson))) }
                let report = session.goalReport(t)
                if report.met { session.goalMet() } else {
                    c.say("Not yet:\n" + report.lines.filter { $0.hasPrefix("  ✗") }.joined(separator: "\n"))
                }
            },
            Command(name: "solution", usage: ":solution", summary: "show the task's solution (asks first)", details:
                        "The first :solution asks whether you are sure; the second shows it.", scope: .session) { c, _ in
                let g = try guide()
                guard let (n, t) = g.activeTask else { throw CommandError(g.noTaskMessage(nextLesson: session.nextLessonHint(after: g.lesson))) }
                if g.solutionAsked != n {
                    g.solutionAsked = n
                    c.say("Sure? The solution gives the task away. Type :solution again to see it.")
                } else {
                    c.say("Solution:\n" + t.solution.map { "  " + $0 }.joined(separator: "\n"))
                }
            },
            Command(name: "restart", usage: ":restart", summary: "start the lesson again from the first step", details:
                        "Resets the session, loads the setup, forgets this lesson's progress.", scope: .session) { c, _ in
                let g = try guide()
                g.progress.reset(g.lesson.id)
                try session.open(lesson: g.lesson.id)
            },
            Command(name: "source", usage: ":source", summary: "show the lesson's setup code", details:
                        "The Swift the lesson loaded when it started.", scope: .session) { c, _ in
                let g = try guide()
                c.say(g.lesson.setup.isEmpty ? "(this lesson has no setup code)" : g.lesson.setup)
            },
        ]
    }
}
