import Testing
@testable import CoordLabSession

/// `coordlab check` tries each task the ways a learner would: its wrong answers must miss
/// the goal, and its solution must still meet it after an optional example was skipped or
/// an example input typed twice.
@Suite struct TaskRehearsalTests {
    /// A lesson with one step: an example, then a task with `goal` and `wrong` answers.
    static func lesson(example: String = "```coordlab", goal: String, wrong: [String] = ["Screen()", "let other = Screen()"]) -> String {
        """
        ---
        id: t
        title: T
        order: 1
        ---

        ```swift setup
        class Screen {}
        ```

        ## Free it

        \(example)
        > var you: Screen? = Screen()
        ...
        ```

        ### Task: Free it

        ```goal
        \(goal)
        ```

        ```solution
        you = nil
        ```

        """ + wrong.map { "```wrong\n\($0)\n```\n" }.joined(separator: "\n")
    }

    func failures(_ text: String) throws -> [String] {
        var checker = LessonChecker()
        return checker.check(try LessonParser.parse(text, path: "t.md")).map(\.description)
    }

    @Test func aGoalByTheLearnersNameHoldsHoweverTheExampleWasTyped() throws {
        #expect(try failures(Self.lesson(goal: "dead you\ncount Screen == 0", wrong: ["Screen()", "let kept = you\nyou = nil"])) == [])
    }

    @Test func aGoalByCreationNumberFailsWhenAnOptionalExampleIsSkipped() throws {
        let text = Self.lesson(goal: "dead Screen#2").replacingOccurrences(
            of: "## Free it\n\n", with: "## Free it\n\n```coordlab optional\n> let first = Screen()\n...\n```\n\n")
        let found = try failures(text)
        #expect(found.count == 1)
        #expect(found.first?.hasSuffix("Screen#2 was never created (only 1 Screen has been made so far) (with the optional examples skipped)") == true)
    }

    @Test func aTaskThatNeedsAnOptionalExampleFailsWhenItIsSkipped() throws {
        let found = try failures(Self.lesson(example: "```coordlab optional", goal: "dead you"))
        #expect(found.contains { $0.contains("with the optional examples skipped") })
        #expect(found.allSatisfy { $0.contains("with the optional examples skipped") })
    }

    @Test func aWrongAnswerThatMeetsTheGoalOrDoesNotRunIsReportedAtItsLine() throws {
        let found = try failures(Self.lesson(goal: "count Screen == 0", wrong: ["you = nil", "nonsense()"]))
        #expect(found.contains("t.md:27: this wrong answer meets the goal of 'Free it'; the goal must tell it from the solution"))
        #expect(found.contains { $0.hasPrefix("t.md:31: this wrong answer does not run") })
    }

    @Test func aTaskNeedsTwoWrongAnswers() throws {
        let found = try failures(Self.lesson(goal: "dead you", wrong: ["Screen()"]))
        #expect(found == ["t.md:18: task 'Free it' has 1 wrong answer; give at least two (```wrong blocks) that its goal must reject"])
    }
}
