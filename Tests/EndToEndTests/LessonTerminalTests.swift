import Foundation
import TestSupport
import Testing

/// A lesson driven to completion in a real terminal: a hint, a failed goal, a met goal,
/// and progress that survives a restart.
@Suite struct LessonTerminalTests {
    @Test func aLessonToTheEndWithProgressKept() throws {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("coordlab-lesson-\(UUID().uuidString)")
        let lessons = base.appendingPathComponent("lessons")
        try fm.createDirectory(at: lessons, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: base) }
        let fixture = Harness.packageRoot.appendingPathComponent("Tests/CoordLabSessionTests/Lessons/Fixtures/trial.md")
        try fm.copyItem(at: fixture, to: lessons.appendingPathComponent("99-trial.md"))
        try "".write(to: lessons.appendingPathComponent("README.md"), atomically: true, encoding: .utf8)
        let env = ["COORDLAB_LESSONS": lessons.path, "XDG_STATE_HOME": base.appendingPathComponent("state").path]

        guard let term = try Terminal.start([bin.path], environment: env, columns: 100, rows: 40) else { return }
        try term.waitForPrompt("coordlab> ")
        for (input, expected) in [(":lesson trial", "(step 1 of 2)"), (":next", "Task 1: Make one"),
                                  (":hint", "Hint 1 of 1: call Screen()"), (":check", "Not yet:"),
                                  ("let kept = Screen()", "✓ Goal met: Make one")] {
            try term.send(text: input)
            try term.send(keys: "Enter")
            try term.waitFor(expected)
            try term.waitForPrompt("coordlab> ")
        }
        try term.send(keys: "C-d")
        #expect(try term.waitForExit() == 0)

        guard let again = try Terminal.start([bin.path], environment: env, columns: 100, rows: 40) else { return }
        try again.waitForPrompt("coordlab> ")
        try again.send(text: ":lessons")
        try again.send(keys: "Enter")
        try again.waitFor("(1/1 tasks)")
    }
}
