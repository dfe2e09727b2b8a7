import Foundation
import TestSupport
import Testing

/// Exploring in process (states saved and put back, no copy of the process) gives what
/// exploring in `fork()`ed copies gives, the reference: the same journeys, distinct states,
/// findings, witnesses and explanations, on every app of Tests/ExploreApps and every
/// lesson's setup (lesson 6's with its four designs launched).
@Suite struct ExploreInProcessTests {
    /// An app to compare: its sources, by file name, and how deep to explore it.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let sources: @Sendable () throws -> [(name: String, text: String)]
        var depth = 6

        var testDescription: String { name }
    }

    /// Every app at depth 6, but the two largest (thousands of journeys, which a debug
    /// build takes minutes over in copies) at depth 4.
    static let cases: [Case] = ExploreTests.apps.map { app in Case(name: app.testDescription, sources: { try app.sources() }) }
        + lessons.map { lesson in
            Case(name: lesson + ".md", sources: { [(lesson + ".swift", try setup(of: lesson))] },
                 depth: lesson.hasPrefix("07") ? 4 : 6)
        }
        + [Case(name: "06-side-by-side.md + launchAll()", sources: {
            [("06-side-by-side.swift", try setup(of: "06-side-by-side")), ("launch-all.swift", "launchAll()\n")]
        }, depth: 4)]

    /// The lessons that have a setup.
    static let lessons = ["01-arc-and-the-graph", "02-mvvm-c", "03-child-array", "04-self-deallocating",
                          "05-flow-removal", "06-side-by-side", "07-bindings-and-the-run-loop"]

    static func setup(of lesson: String) throws -> String {
        ExploreTests.setup(of: try String(contentsOf: Harness.packageRoot.appendingPathComponent("lessons/\(lesson).md"), encoding: .utf8))
    }

    /// The `--json` report of exploring `files`, without its time.
    static func report(_ files: [String], depth: Int, forked: Bool) throws -> NSDictionary {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let r = try Subprocess.run(bin, ["explore", "--json", "--depth", String(depth)] + (forked ? ["--forked"] : []) + files,
                                   environment: Harness.environment([:]), timeout: 600)
        #expect(r.exitCode == 0 || r.exitCode == 1, "\(r.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any], "\(r.stdout)")
        return json.filter { $0.key != "seconds" } as NSDictionary
    }

    @Test(arguments: cases) func inProcessExploringMatchesForked(_ app: Case) throws {
        let dir = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = try ExploreTests.write(try app.sources(), in: dir)
        let inProcess = try Self.report(files, depth: app.depth, forked: false)
        let forked = try Self.report(files, depth: app.depth, forked: true)
        #expect(inProcess == forked, "in process: \(inProcess)\nforked: \(forked)")
    }
}
