import Foundation
import Testing
@testable import CoordLabSession
import TestSupport

/// `:export` from a session: the Markdown holds the session as it is now (since the last
/// reset, with the lesson that made it) and `coordlab check` passes on it; `.cast` and `.json`
/// record the real terminal size; with no file, the full path is printed.
@Suite struct SessionExportTests {
    /// A private folder for one test.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-session-export-\(UUID().uuidString)")

    /// A session of this test, with its lessons from the repository, and what it printed.
    func session() throws -> (Session, TranscriptFixtures.Captured) {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let printed = TranscriptFixtures.Captured()
        var configuration = Session.Configuration()
        configuration.library = LessonLibrary(directory: LessonSwiftExportTests.lessonsFolder)
        let session = Session(configuration: configuration, output: { printed.text += $0 })
        return (session, printed)
    }

    /// Runs `inputs` in `session`, exports `name` from it and reads it as a lesson; the lesson
    /// and the failures `LessonChecker` finds replaying it (as `coordlab check` does).
    func exportAndCheck(_ session: Session, _ inputs: [String], to name: String) throws -> (Lesson, [String]) {
        for input in inputs { session.evaluate(input) }
        let path = dir.appendingPathComponent(name).path
        #expect(session.evaluate(":export \(path)"))
        let lesson = try LessonParser.parse(try String(contentsOfFile: path, encoding: .utf8), path: name)
        var checker = LessonChecker()
        return (lesson, checker.check(lesson).map(\.description))
    }

    /// The inputs of a lesson's one example block, as they will be replayed.
    func replayedInputs(_ lesson: Lesson) -> [String] {
        guard case .example(let example)? = lesson.steps.last?.items.last else { return [] }
        return example.runs.map(\.input)
    }

    /// After `:reset`, only what came after it is exported, and `<input N>` in errors and traps
    /// is renumbered as the replay numbers its inputs (past an `:export` left out, a `:load`
    /// that has no entry of its own, and a `:redo` that runs an input again).
    @Test func afterResetTheSessionAsItIsNowIsExportedAndChecks() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let (session, printed) = try session()
        let script = dir.appendingPathComponent("script.txt")
        try "class Loaded {}\nprint(notInScope)\n".write(to: script, atomically: true, encoding: .utf8)
        let inputs = [
            "class Old { deinit { print(\"old bye\") } }", "var old: Old? = Old()", "print(nope)", ":reset",
            "class A { deinit { print(\"bye A\") } }", "var a: A? = A()", "print(missing)",
            ":export \(dir.appendingPathComponent("aside.json").path)", ":load \(script.path)",
            "let none: A? = nil", "print(none!)", "a = nil", ":undo", ":redo", "print(alsoMissing)",
        ]
        let (lesson, failures) = try exportAndCheck(session, inputs, to: "small.md")
        #expect(failures == [])
        #expect(replayedInputs(lesson) == ["class A { deinit { print(\"bye A\") } }", "var a: A? = A()", "print(missing)",
                                           "class Loaded {}", "print(notInScope)", "let none: A? = nil", "print(none!)",
                                           "a = nil", ":undo", ":redo", "print(alsoMissing)"])
        #expect(printed.text.contains("<input 18>:1:7: error: cannot find 'alsoMissing' in scope"), "numbered since launch")
        guard case .example(let example)? = lesson.steps.last?.items.last else { return }
        #expect(example.runs.last?.output.first == "<input 12>:1:7: error: cannot find 'alsoMissing' in scope")
    }

    /// A `:lesson` that loaded the setup is exported first (its prose expected as `...`), so
    /// that the replay has the setup and checks the lesson's goals after every input.
    @Test func theLessonThatMadeTheStateIsExportedFirst() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let (session, _) = try session()
        let inputs = [
            "print(\"before the lesson\")", ":lesson child-array",
            "sceneDelegate.scene(UIWindowScene(), willConnectTo: UISceneSession())",
            "let home = sceneDelegate.coordinator!.childCoordinators[0] as! HomeCoordinator",
            ":next", ":next", ":tap pushTrackingView", ":swipe back", ":hint", "print(oops)",
            "home.childCoordinators.removeAll { $0 is TrackingCoordinator }",
        ]
        let (lesson, failures) = try exportAndCheck(session, inputs, to: "lesson.md")
        #expect(failures == [])
        #expect(replayedInputs(lesson) == Array(inputs.dropFirst()))
        guard case .example(let example)? = lesson.steps.last?.items.last else { return }
        #expect(example.runs[0].output == ["..."] && example.runs[4].output == ["..."], "lesson prose is not compared")
        #expect(example.runs.last?.output.contains("✓ Goal met: Free the abandoned trackers") == true,
                "the goal is checked in the replay too")
    }

    /// After `:reset` in a lesson the lesson stays open: the export opens it, then resets.
    /// `:restart` is exported as the `:lesson` that opened the lesson it restarts.
    @Test func aLessonOpenAtAResetOrRestartedIsOpenedFirst() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let (session, _) = try session()
        let (reset, resetFailures) = try exportAndCheck(session, [":lesson 3", "print(1)", ":reset", "let x = 1", ":goal", ":source"],
                                                        to: "reset.md")
        #expect(resetFailures == [])
        #expect(replayedInputs(reset) == [":lesson 3", ":reset", "let x = 1", ":goal", ":source"])

        let (restart, restartFailures) = try exportAndCheck(session, [":next", ":restart", "print(2)", ":step"], to: "restart.md")
        #expect(restartFailures == [])
        #expect(replayedInputs(restart) == [":lesson 3", "print(2)", ":step"])
    }

    /// `.cast` and `.json` record the terminal's columns and rows as the session knows them.
    @Test func castAndJSONRecordTheTerminalSize() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        var configuration = Session.Configuration()
        configuration.terminalSize = (columns: 120, rows: 50)
        let session = Session(configuration: configuration, output: { _ in })
        session.evaluate("class A {}")
        let (cast, json) = (dir.appendingPathComponent("s.cast"), dir.appendingPathComponent("s.json"))
        #expect(session.evaluate(":export \(cast.path)") && session.evaluate(":export \(json.path)"))
        try Self.expectSize(cast: cast, json: json, columns: 120, rows: 50)
    }

    /// The size in a `.cast` header and a `.json` transcript.
    static func expectSize(cast: URL, json: URL, columns: Int, rows: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let header = try String(contentsOf: cast, encoding: .utf8).split(separator: "\n")[0]
        let fields = try JSONSerialization.jsonObject(with: Data(header.utf8)) as? [String: Any]
        #expect(fields?["width"] as? Int == columns && fields?["height"] as? Int == rows, "\(header)", sourceLocation: sourceLocation)
        let transcript = try JSONTranscript.decode(try String(contentsOf: json, encoding: .utf8))
        #expect(transcript.width == columns && transcript.height == rows, sourceLocation: sourceLocation)
    }

    /// End to end, piped: `:export` with no file writes into the current folder and says
    /// where with the full path; after `:reset`, `coordlab check` passes on the `.md` it wrote,
    /// and on one exported from a lesson.
    @Test func piped() throws {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let runner = ExportFailureTests()
        defer { try? FileManager.default.removeItem(at: runner.dir) }
        let r = try runner.run("""
            class Old {}
            print(nope)
            :reset
            class A { deinit { print("bye A") } }
            var a: A? = A()
            print(missing)
            a = nil
            :export small.md
            :export
            :lesson self-deallocating
            print(wrong)
            :export lesson.md

            """)
        let folder = runner.dir.resolvingSymlinksInPath().path
        let line = try #require(r.stdout.split(separator: "\n").first { $0.hasPrefix("wrote ") && !$0.hasSuffix("small.md") })
        let written = String(line.dropFirst("wrote ".count))
        #expect(written.hasPrefix(folder + "/coordlab-session-") && written.hasSuffix(".md"), "the full path: \(line)")
        #expect(FileManager.default.fileExists(atPath: written))
        #expect(r.stdout.contains("wrote small.md\n"), "a name that was given is shown as given")

        for name in ["small.md", "lesson.md", URL(fileURLWithPath: written).lastPathComponent] {
            let check = try Subprocess.run(bin, ["check", runner.dir.appendingPathComponent(name).path],
                                                       environment: Harness.environment([:]), timeout: 120)
            #expect(check.exitCode == 0, "coordlab check \(name):\n\(check.stdout)\(check.stderr)")
        }
        let small = try String(contentsOf: runner.dir.appendingPathComponent("small.md"), encoding: .utf8)
        #expect(!small.contains("Old") && !small.contains(":reset") && small.contains("\n<input 4>:1:7: error: cannot find 'missing'"))
    }
}
