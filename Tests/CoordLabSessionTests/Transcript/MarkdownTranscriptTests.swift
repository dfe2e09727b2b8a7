import Foundation
import Testing
@testable import CoordLabSession

/// The Markdown export is a lesson that `coordlab check` verifies.
@Suite struct MarkdownTranscriptTests {
    /// `transcript` rendered, parsed as a lesson and checked in a fresh session; the failures.
    static func check(_ transcript: Transcript) throws -> [String] {
        let text = try MarkdownTranscript().render(transcript)
        let lesson = try LessonParser.parse(text, path: "session.md")
        var checker = LessonChecker()
        return checker.check(lesson).map(\.description)
    }

    /// A recorded session, summary on or off, passes LessonChecker with no failures.
    @Test(arguments: [true, false])
    func aRecordedSessionReplaysUnderTheChecker(showsSummary: Bool) throws {
        let transcript = TranscriptFixtures.recorded(showsSummary: showsSummary)
        #expect(transcript.entries.map(\.succeeded).filter { !$0 }.count == 2, "the fixture has a trap and a compile error")
        #expect(try Self.check(transcript) == [])
    }

    /// The round trip is not vacuous: a changed output is one located failure.
    @Test func aWrongOutputIsCaughtByTheChecker() throws {
        var transcript = TranscriptFixtures.recorded()
        let back = try #require(transcript.entries.firstIndex { $0.input == ":back" })
        transcript.entries[back].output = "nothing happened\n"
        let failures = try Self.check(transcript)
        #expect(failures.count == 1 && failures[0].hasPrefix("session.md:"))
    }

    /// Front matter from `started`, one example block, `> ` on every input line (empty ones too).
    @Test func frontMatterAndOneExampleWithEveryInputLine() throws {
        let transcript = TranscriptFixtures.recorded()
        let text = try MarkdownTranscript().render(transcript)
        #expect(text.hasPrefix("---\nid: session-20260102-030405\ntitle: coordlab session, 2026-01-02 03:04 UTC\norder: 999\nsummary: "))
        #expect(text.components(separatedBy: "```coordlab").count == 2)
        #expect(text.contains("\n> class Screen: UIViewController {\n>     let name: String\n"))
        #expect(text.contains("\n> \n>     required init?(coder: NSCoder)"), "an empty line inside the class is an input line")
        let lesson = try LessonParser.parse(text, path: "session.md")
        guard case .example(let example)? = lesson.steps.last?.items.last else { Issue.record("no example"); return }
        #expect(example.runs.map(\.input) == transcript.entries.map(\.input))
        #expect(!text.contains(":quiet"))
    }

    /// With the summary off the block starts with `:quiet`, and `<input N>` locations shift by one.
    @Test func aQuietSessionStartsWithQuietAndRenumbersItsInputs() throws {
        let transcript = TranscriptFixtures.recorded(showsSummary: false)
        let text = try MarkdownTranscript().render(transcript)
        #expect(text.contains("```coordlab\n> :quiet\nSummary off.\n> class Screen"))
        let trap = try #require(transcript.entries.firstIndex { $0.input == "print(gone!.name)" })
        #expect(transcript.entries[trap].output.hasPrefix("<input \(trap + 1)>:1: Fatal error:"))
        #expect(text.contains("\n<input \(trap + 2)>:1: Fatal error:"))
        #expect(MarkdownTranscript.renumbered("<input 9>:2:5: error: x", by: 1) == "<input 10>:2:5: error: x")
        #expect(MarkdownTranscript.renumbered("<input>: odd", by: 1) == "<input>: odd")
        #expect(MarkdownTranscript.renumbered("bye", by: 1) == "bye")
    }

    /// An input of two complete statements (which the REPL never gathers, but a hand-made
    /// transcript may hold) is written with a `...> ` second line and replayed as one input.
    @Test func twoStatementsInOneInputStayOneInput() throws {
        let transcript = TranscriptFixtures.recorded([("class A {}", nil), ("let a = A()\nlet b = A()", nil)])
        let text = try MarkdownTranscript().render(transcript)
        #expect(text.contains("> let a = A()\n...> let b = A()\n"))
        #expect(try Self.check(transcript) == [])
    }

    /// Lines that continue an unfinished input keep the plain `> ` a lesson author writes.
    @Test func anUnfinishedInputContinuesWithPlainMarkers() {
        #expect(MarkdownTranscript.exampleLines("class A {\n}\nlet a = A()") == ["> class A {", "> }", "...> let a = A()"])
    }

    /// No inputs still gives a lesson that parses.
    @Test func anEmptyTranscriptIsStillALesson() throws {
        let text = try MarkdownTranscript().render(Transcript(started: Date(timeIntervalSince1970: 0)))
        let lesson = try LessonParser.parse(text, path: "empty.md")
        #expect(lesson.id == "session-19700101-000000" && lesson.order == 999)
    }
}
