import Foundation
import Testing
@testable import CoordLabSession

/// The end of a lesson: the last goal met says the lesson is complete and what comes
/// next, and `:goal` afterwards says so too, not as an error.
@Suite struct GuideEndTests {
    @Test func theLastTaskCompletesTheLessonAndNamesTheNext() throws {
        var printed = ""
        let session = Session(output: { printed += $0 })
        let fixture = LessonParserTests.fixture.path
        #expect(session.evaluate(":lesson \(fixture)"))
        session.evaluate(":next")
        printed = ""
        session.evaluate("let kept = Screen()")
        #expect(printed.contains("✓ Goal met: Make one"))
        #expect(printed.contains("Lesson complete; "))
        printed = ""
        #expect(session.evaluate(":goal"))
        #expect(printed.hasPrefix("every task of this lesson is done: lesson complete; "))
        #expect(!printed.contains("error:"))
    }
}
