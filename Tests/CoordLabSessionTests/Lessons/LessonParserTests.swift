import Foundation
import Testing
@testable import CoordLabSession

/// The lesson format: good lessons parse, broken ones say where.
@Suite struct LessonParserTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/trial.md")

    @Test func parsesFrontMatterSetupStepsExamplesAndTasks() throws {
        let lesson = try LessonParser.parse(String(contentsOf: Self.fixture, encoding: .utf8), path: "trial.md")
        #expect(lesson.id == "trial" && lesson.order == 99 && lesson.title == "Trial")
        #expect(lesson.setup.contains("class Screen"))
        #expect(lesson.steps.map(\.title) == ["Trial", "Step one"])
        #expect(lesson.tasks.map(\.title) == ["Make one"])
        #expect(lesson.tasks[0].goal.map(\.predicate) == ["count Screen == 1"])
        #expect(lesson.tasks[0].hints == ["call Screen()"])
        guard case .example(let e) = lesson.steps[1].items[0] else { Issue.record("no example"); return }
        #expect(e.runs.map(\.input) == ["var s: Screen? = Screen()", "s = nil"])
        #expect(e.runs[1].output == ["bye", "  - deinit Screen#1"])
    }

    /// The error for `text`, as `line: message`.
    func error(_ text: String) -> String {
        do {
            _ = try LessonParser.parse(text, path: "x.md")
            return "no error"
        } catch let e as LessonError {
            return "\(e.line): \(e.message)"
        } catch {
            return "\(error)"
        }
    }

    @Test func malformedLessonsAreReportedWithTheirLine() {
        #expect(error("# no front matter").hasPrefix("1: a lesson starts with front matter"))
        #expect(error("---\nid: a\ntitle: A\n").hasPrefix("1: the front matter is not closed"))
        #expect(error("---\nid: a\norder: 1\n---\n").hasPrefix("1: the front matter needs 'title:'"))
        #expect(error("---\nid: a\ntitle: A\norder: one\n---\n").hasPrefix("4: order must be a whole number"))
        #expect(error("---\nid: a\ntitle: A\norder: 1\n---\n\n```coordlab\noutput first\n```\n").hasPrefix("8: an example starts with an input line"))
        #expect(error("---\nid: a\ntitle: A\norder: 1\n---\n```coordlab\n> 1\n").hasPrefix("6: this code block is not closed"))
        #expect(error("---\nid: a\ntitle: A\norder: 1\n---\n\n```coordlab\n> 1\n1\n...> 2\n```\n").hasPrefix("10: a '...> ' line continues the input line just above it"))
        #expect(error("---\nid: a\ntitle: A\norder: 1\n---\n### Task: T\n```solution\nx\n```\n").hasPrefix("6: task 'T' has no goal block"))
        #expect(error("---\nid: a\ntitle: A\norder: 1\n---\n```goal\nleaks == 0\n```\n").hasPrefix("6: a goal block belongs inside a task"))
    }
}

/// `coordlab check`'s engine.
@Suite struct LessonCheckerTests {
    @Test func theFixtureHolds() throws {
        let text = try String(contentsOf: LessonParserTests.fixture, encoding: .utf8)
        var checker = LessonChecker()
        #expect(checker.check(try LessonParser.parse(text, path: "trial.md")).isEmpty)
    }

    @Test func aWrongOutputAndAnUnmetGoalAreReportedAndUpdateRewritesTheOutput() throws {
        var text = try String(contentsOf: LessonParserTests.fixture, encoding: .utf8)
        text = text.replacingOccurrences(of: "\nbye\n", with: "\ngoodbye\n")
            .replacingOccurrences(of: "count Screen == 1", with: "count Screen == 2")
        let lesson = try LessonParser.parse(text, path: "trial.md")
        var checker = LessonChecker()
        let failures = checker.check(lesson).map(\.description)
        #expect(failures == [
            "trial.md:19: expected \"goodbye\\n  - deinit Screen#1\" got \"bye\\n  - deinit Screen#1\"",
            "trial.md:29: expected count Screen == 2 got there is 1 Screen alive",
            "trial.md:29: expected count Screen == 2 got there is 1 Screen alive (with the optional examples skipped)",
            "trial.md:29: expected count Screen == 2 got there is 1 Screen alive (after the last example input before it was typed twice)",
        ])
        #expect(checker.updated(text, lesson: lesson).contains("\nbye\n"))
    }

    @Test func wildcardLinesMatchAnyLines() {
        #expect(LessonChecker.matches(["a", "b", "c"], ["a", "...", "c"]))
        #expect(LessonChecker.matches(["a"], ["...", "a"]))
        #expect(!LessonChecker.matches(["a", "b"], ["a"]))
    }
}

/// Lesson prose in a terminal.
@Suite struct TerminalMarkdownTests {
    @Test func rendersWithoutRawMarkupAndWraps() {
        let text = TerminalMarkdown(width: 30).render("## A heading\n\nSome **bold** and *emphasis* with `code` and a [link](http://x) in a paragraph long enough to wrap.\n\n- an item\n")
        #expect(!text.contains("**") && !text.contains("`") && !text.contains("##") && !text.contains("]("))
        #expect(text.hasPrefix("A HEADING\n"))
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 30 })
        #expect(text.contains("• an item"))
    }

    @Test func controlCharactersAreShownEscapedNeverSent() {
        let text = TerminalMarkdown().render("clear the screen: \u{1B}[2J and ring \u{07}")
        #expect(!text.contains("\u{1B}") && !text.contains("\u{07}"))
        #expect(text.contains("^[[2J") && text.contains("^G"))
    }
}

/// Every lesson in lessons/ passes `coordlab check` (as CI requires).
@Suite struct ShippedLessonsTests {
    @Test func everyLessonChecks() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let library = LessonLibrary(directory: root.appendingPathComponent("lessons"))
        let (lessons, errors) = library.load()
        #expect(errors.isEmpty, "\(errors)")
        #expect(lessons.count >= 6, "the workbook has six lessons")
        for lesson in lessons {
            var checker = LessonChecker()
            let failures = checker.check(lesson)
            #expect(failures.isEmpty, "\(failures.map(\.description).joined(separator: "\n"))")
            #expect(lesson.tasks.count >= 3, "\(lesson.id) has \(lesson.tasks.count) tasks; each lesson has at least three")
        }
    }
}

/// The parts that let `coordlab check` try a task: wrong answers and optional examples.
@Suite struct LessonParserTrialTests {
    static let head = "---\nid: a\ntitle: A\norder: 1\n---\n"

    @Test func wrongAnswersAndOptionalExamplesAreRead() throws {
        let text = Self.head + "```coordlab optional\n> 1\n```\n### Task: T\n```goal\nleaks == 0\n```\n```solution\nx\n```\n```wrong\n> y\nz\n```\n"
        let lesson = try LessonParser.parse(text, path: "a.md")
        guard case .example(let e) = lesson.steps[0].items[0] else { Issue.record("no example"); return }
        #expect(e.isOptional)
        #expect(lesson.tasks[0].wrongAnswers.map(\.inputs) == [["y", "z"]])
        #expect(lesson.tasks[0].wrongAnswers.map(\.line) == [16])
    }

    @Test func theCreditIsReadFromTheFrontMatter() throws {
        let lesson = try LessonParser.parse("---\nid: a\ntitle: A\norder: 1\ncredit: \"A post\" (https://example.com/a)\n---\n", path: "a.md")
        #expect(lesson.credit == "\"A post\" (https://example.com/a)")
    }

    @Test func misplacedOrEmptyWrongAnswersAreReportedWithTheirLine() {
        func error(_ body: String) -> String {
            do { _ = try LessonParser.parse(Self.head + body, path: "a.md"); return "no error" } catch { return "\(error)" }
        }
        #expect(error("```wrong\nx\n```\n") == "a.md:6: a wrong block belongs inside a task (after a '### Task:' heading)")
        #expect(error("### Task: T\n```goal\nleaks == 0\n```\n```solution\nx\n```\n```wrong\n\n```\n") == "a.md:13: this wrong answer is empty; write the inputs a learner might try")
        #expect(error("### Task: T\n```goal\nleaks == 0\n```\n```solution\nx\n```\n```solution\ny\n```\n") == "a.md:13: task 'T' has a second solution block; a task has one")
    }
}
