import Foundation
import Testing
@testable import CoordLabSession
import TestSupport
@testable import UIKitPrelude

/// Every lesson's solution session, exported with `:export main.swift`, compiles with swiftc
/// beside the prelude and prints what coordlab printed: the same deinit log.
@Suite struct LessonSwiftExportTests {
    /// The repository's lessons folder.
    static let lessonsFolder = TranscriptFixtures.repositoryRoot.appendingPathComponent("lessons")

    /// The file names of the lessons, in order.
    static let lessonFiles = LessonLibrary(directory: lessonsFolder).files.map(\.lastPathComponent)

    /// A session that opens the lesson in `file` with `:lesson` and types, in file order, the
    /// input of every example and the solution of every task (as `coordlab check` runs them);
    /// with everything it printed.
    static func solutionSession(_ file: String) throws -> (session: Session, lesson: Lesson, printed: TranscriptFixtures.Captured) {
        let url = lessonsFolder.appendingPathComponent(file)
        let lesson = try LessonParser.parse(try String(contentsOf: url, encoding: .utf8), path: url.path)
        let printed = TranscriptFixtures.Captured()
        var configuration = Session.Configuration()
        configuration.library = LessonLibrary(directory: lessonsFolder)
        let session = Session(configuration: configuration, output: { printed.text += $0 })
        #expect(session.evaluate(":lesson \(lesson.id)"), "\(printed.text)")
        for step in lesson.steps {
            for item in step.items {
                switch item {
                case .prose: continue
                case .example(let e): for run in e.runs { session.evaluate(run.input) }
                case .task(let t): #expect(session.evaluate(t.solution.joined(separator: "\n")), "\(t.title): \(printed.text)")
                }
            }
        }
        return (session, lesson, printed)
    }

    /// What coordlab prints for the program the session's accepted inputs make (the setup,
    /// the Swift typed, gestures as prelude calls), run in order in one fresh workspace.
    static func programOutput(of session: Session) throws -> String {
        let captured = TranscriptFixtures.Captured()
        let workspace = try Workspace(output: { captured.text += $0 })
        for (k, swift) in session.history.accepted.map(\.swift).enumerated() where !swift.isEmpty {
            try workspace.run(swift: swift, fileName: "<input \(k + 1)>")
        }
        return captured.text
    }

    /// Whether `part`'s lines appear, in order, among `whole`'s lines.
    static func isSubsequence(_ part: String, of whole: String) -> Bool {
        var rest = whole.split(separator: "\n")[...]
        for line in part.split(separator: "\n") {
            guard let k = rest.firstIndex(of: line) else { return false }
            rest = rest[(k + 1)...]
        }
        return true
    }

    /// The lesson's solution session as `.swift`: swiftc compiles it beside the prelude, and
    /// it prints what coordlab printed for the same program, which the session printed too.
    @Test(arguments: lessonFiles)
    func theSolutionSessionCompilesAndPrintsTheSameDeinitLog(file: String) throws {
        let (session, lesson, printed) = try Self.solutionSession(file)
        let dir = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let main = dir.appendingPathComponent("main.swift")
        #expect(session.evaluate(":export \(main.path)"))
        let program = try String(contentsOf: main, encoding: .utf8)
        #expect(program.contains(lesson.setup.split(separator: "\n").last.map(String.init) ?? ""), "the setup is part of the program")

        let expected = try Self.programOutput(of: session)
        if try String(contentsOf: Self.lessonsFolder.appendingPathComponent(file), encoding: .utf8).contains("deinit { print") {
            #expect(expected.contains("deinit"), "the comparison is not vacuous: this lesson prints deinits")
        }
        #expect(Self.isSubsequence(expected, of: printed.text), "the session printed what its program prints, in that order")
        guard let got = try SwiftTranscriptTests.compileAndRun(program) else { return }
        #expect(got == expected, "\(file): swiftc's build of the export prints otherwise than coordlab")
    }
}
