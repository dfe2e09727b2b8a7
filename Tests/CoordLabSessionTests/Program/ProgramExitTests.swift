import Testing
@testable import CoordLabSession

/// `exit(_:)` ends a run at once with the status the program gave, running no `defer` and
/// releasing nothing, and says nothing; in the REPL it stops the input as a trap does.
@Suite struct ProgramExitTests {
    /// The status, output and diagnostics of running `text` as `coordlab run` does.
    private func run(_ text: String) -> (status: Int32, output: String, diagnostics: String) {
        var output = "", diagnostics = ""
        let status = ProgramRunner(output: { output += $0 }, diagnostics: { diagnostics += $0 + "\n" }, loadsPrelude: false)
            .run(sources: [(name: "main.swift", text: text)])
        return (status, output, diagnostics)
    }

    @Test func theStatusGivenIsTheRunsAndNoDeferOrDeinitRuns() {
        let program = """
            import Foundation
            final class Held { deinit { print("deinit") } }
            func stop() { let h = Held(); defer { print("defer", h) }; exit(3) }
            let kept = Held()
            print("before")
            stop()
            print("after")
            """
        let r = run(program)
        #expect(r.status == 3)
        #expect(r.output == "before\n")
        #expect(r.diagnostics.isEmpty, "\(r.diagnostics)")
    }

    @Test func exitZeroIsASuccess() {
        #expect(run("import Foundation\nprint(1)\nexit(0)\n").status == 0)
    }

    @Test func anIntStatusAndAFileWithoutFoundationAreSwiftcsErrors() {
        #expect(run("import Foundation\nlet code = 2\nexit(code)\n").diagnostics
                .contains("cannot convert value of type 'Int' to expected argument type 'Int32'"))
        #expect(run("exit(0)\n").diagnostics.contains("cannot find 'exit' in scope"))
    }
}
