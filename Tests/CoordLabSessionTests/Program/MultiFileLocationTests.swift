import Testing
@testable import CoordLabSession

/// A program of several files names the file each trap and error is in, whichever file
/// comes first or last (function bodies are compiled after every file is declared).
@Suite struct MultiFileLocationTests {
    /// The status and diagnostics of running `sources` as `coordlab run` does.
    private func run(_ sources: [(name: String, text: String)]) -> (Int32, String) {
        var diagnostics = ""
        let status = ProgramRunner(output: { _ in }, diagnostics: { diagnostics += $0 + "\n" }, loadsPrelude: false)
            .run(sources: sources)
        return (status, diagnostics)
    }

    private static let library = (name: "lib.swift", text: "func third() -> Int {\n    let a = [1]\n    return a[2]\n}\n")
    private static let main = (name: "main.swift", text: "print(\"start\")\nprint(third())\n")

    @Test func aTrapInAFunctionOfTheFirstFileNamesThatFile() {
        let (status, diagnostics) = run([Self.library, Self.main])
        #expect(status != 0)
        #expect(diagnostics.contains("lib.swift:3: Fatal error: Index out of range"), "\(diagnostics)")
    }

    @Test func aTrapInAFunctionOfTheLastFileNamesThatFile() {
        let (_, diagnostics) = run([Self.main, Self.library])
        #expect(diagnostics.contains("lib.swift:3: Fatal error: Index out of range"), "\(diagnostics)")
    }
}
