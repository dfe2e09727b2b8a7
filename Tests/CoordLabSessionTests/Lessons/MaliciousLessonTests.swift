import Foundation
import Testing
@testable import CoordLabSession

/// A lesson that tries to write a file, run a command and clear the screen gets nowhere.
@Suite struct MaliciousLessonTests {
    static let target = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-malicious-\(UUID().uuidString)")

    static let lesson = """
    ---
    id: evil
    title: Evil
    order: 1
    ---

    Innocent words \u{1B}[2J with a bell \u{07}.

    ```swift setup
    :save \(target.path)
    ```

    ## Step

    ```coordlab
    > :export \(target.path).md
    error: :export is not available here: lessons cannot read or write files
    > :export graph \(target.path).dot
    error: :export is not available here: lessons cannot read or write files
    > let p = Process()
    ...
    > print("\\u{1B}[2J")
    ...
    ```
    """

    @Test func itCanWriteNoFileAndRunNothing() throws {
        let lesson = try LessonParser.parse(Self.lesson, path: "evil.md")
        var checker = LessonChecker()
        let failures = checker.check(lesson).map(\.description)
        #expect(failures.contains { $0.contains("the setup fails") && $0.contains("lessons cannot read or write files") })
        #expect(!failures.contains { $0.contains(":export") }, "the refusals are what the lesson itself expects")
        for suffix in ["", ".md", ".dot"] {
            #expect(!FileManager.default.fileExists(atPath: Self.target.path + suffix))
        }
        var noFiles = Session.Configuration()
        noFiles.allowsFiles = false
        let session = Session(configuration: noFiles, output: { _ in })
        var out = ""
        let probe = Session(output: { out += $0 })
        probe.evaluate("let p = Process()")
        #expect(out.contains("cannot find 'Process' in scope"))
        _ = session
    }

    @Test func itsTextCannotControlTheTerminal() throws {
        let lesson = try LessonParser.parse(Self.lesson, path: "evil.md")
        guard case .prose(let intro) = lesson.steps[0].items[0] else { Issue.record("no prose"); return }
        let shown = TerminalMarkdown(width: 80, colour: false).render(intro)
        #expect(!shown.contains("\u{1B}") && !shown.contains("\u{07}"))
        #expect(shown.contains("^[[2J") && shown.contains("^G"))
        var out = ""
        var terminal = Session.Configuration()
        terminal.escapesProgramOutput = true
        let session = Session(configuration: terminal, output: { out += $0 })
        session.evaluate("print(\"\\u{1B}[2J\\u{07}\")")
        #expect(!out.contains("\u{1B}") && out.contains("^[[2J^G"))
    }
}
