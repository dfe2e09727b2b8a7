@testable import CoordLabGraph
@testable import CoordLabSession
import Foundation
import TestSupport
import Testing

/// Every strong count is explained by drawn edges: after every input of every lesson, and
/// at the end of every conformance program that runs to completion. A count the graph
/// cannot explain is an owner the views hide or a retain the interpreter got wrong.
@Suite struct StrongCountInvariantTests {
    /// The objects of `workspace` whose counts the graph does not explain.
    static func unexplained(_ workspace: Workspace) -> [RetainGraph.UnexplainedCount] {
        workspace.analyse().graph.unexplainedStrongCounts()
    }

    @Test func afterEveryInputOfEveryLesson() throws {
        forEveryLessonInput { session, place in
            // A task waiting mid-body holds what its calls hold, and its frames hold borrowed
            // arguments beside retained values: the graph draws them all (`waiting`), so the
            // counts are checked once no task waits.
            guard session.workspace.interpreter.waitingTasks.isEmpty else { return }
            let found = Self.unexplained(session.workspace)
            #expect(found.isEmpty, "\(place): \(found)")
        }
    }

    /// A goal whose expression traps (a forced cast of the wrong screen) leaves nothing
    /// retained: the session is rebuilt.
    @Test func aTrappingGoalLeavesNoCountBehind() throws {
        let session = Session(output: { _ in })
        session.evaluate("class Screen {}; class Other {}; var shown: AnyObject? = Screen(); let keep = Other()")
        #expect(throws: (any Error).self) {
            try session.workspace.evaluate("(keep as AnyObject as! Screen)") { _ in }
        }
        #expect(session.workspace.isDamaged)
        session.evaluate("print(1)")
        #expect(!session.workspace.isDamaged)
        #expect(Self.unexplained(session.workspace).isEmpty)
    }

    @Test func atTheEndOfEveryConformanceProgram() throws {
        let root = Harness.packageRoot.appendingPathComponent("Tests/Conformance")
        var checked = 0
        for folder in ["arc", "lang", "uikit", "seeds"] {
            let dir = root.appendingPathComponent(folder)
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where name.hasSuffix(".swift") {
                let text = try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
                let usesPrelude = folder == "uikit" || folder == "seeds"
                let workspace = try Workspace(output: { _ in }, loadsPrelude: usesPrelude)
                do {
                    try workspace.run(swift: text, fileName: name)
                } catch {
                    continue  // refused or trapping programs are judged elsewhere
                }
                checked += 1
                let found = Self.unexplained(workspace)
                #expect(found.isEmpty, "\(folder)/\(name): \(found)")
            }
        }
        #expect(checked > 100)
    }
}
