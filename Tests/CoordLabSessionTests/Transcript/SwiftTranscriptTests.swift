import Foundation
import Testing
@testable import CoordLabSession
@testable import UIKitPrelude
import TestSupport

/// The Swift export compiles with swiftc beside the prelude and prints what the session's code printed.
@Suite struct SwiftTranscriptTests {
    /// Compiles `program` as main.swift beside the prelude (with the conformance suite's
    /// compiler, into a temporary folder: an export's header dates it, so a cache would only
    /// grow) and runs it; its stdout, or nil (with a warning) when swiftc is missing.
    static func compileAndRun(_ program: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
        guard SwiftCompiler.swiftc != nil else {
            Issue.record("swiftc is not installed: Swift export round trip skipped", severity: .warning,
                         sourceLocation: sourceLocation)
            return nil
        }
        let dir = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let main = dir.appendingPathComponent("main.swift")
        try program.write(to: main, atomically: true, encoding: .utf8)
        let binary: URL
        do {
            binary = try SwiftCompiler.binary(for: main, cacheRoot: dir, prelude: UIKitPrelude.singleFile)
        } catch let e as SwiftCompileError {
            Issue.record("swiftc failed:\n\(e.output)\n--- main.swift:\n\(program)", sourceLocation: sourceLocation)
            return nil
        }
        let ran = try SwiftCompiler.runReference(binary, timeout: 60)
        #expect(ran.exitCode == 0, "the program failed: \(ran.stderr)", sourceLocation: sourceLocation)
        return ran.stdout
    }

    /// The export, compiled by swiftc beside the prelude, prints what the session's Swift printed.
    @Test func theProgramPrintsWhatTheSessionsCodePrinted() throws {
        let transcript = TranscriptFixtures.recorded()
        let program = try SwiftTranscript().render(transcript)
        let expected = try TranscriptFixtures.programOutput(of: transcript)
        #expect(expected.contains("deinit detail <&>") && expected.contains("deinit last <&>"))
        guard let got = try Self.compileAndRun(program) else { return }
        #expect(got == expected)
    }

    /// Gestures become prelude calls, other commands and failed inputs comments; the header says how to build.
    @Test func commandsAndFailedInputsAreCommentsAndTheHeaderSaysHowToBuild() throws {
        let program = try SwiftTranscript().render(TranscriptFixtures.recorded())
        #expect(program.contains("//   coordlab prelude > UIKit.swift && swiftc -Onone -D DEBUG UIKit.swift main.swift -o session && ./session"))
        #expect(program.contains("\n_ = __coordlabBack()\n// :stack\n"))
        #expect(program.contains("// failed, rolled back:\n// print(gone!.name)\n"))
        #expect(program.contains("// failed, rolled back:\n// print(nowhere)\n"))
        #expect(!program.contains("\nprint(gone!.name)"))
    }

    /// `import UIKit` cannot compile on Linux, so it becomes a comment.
    @Test func importUIKitIsCommentedOut() throws {
        var transcript = Transcript(started: Date(timeIntervalSince1970: 0))
        transcript.entries = [.init(input: "import UIKit", output: "", succeeded: true, swift: "import UIKit"),
                              .init(input: ":graph", output: "x\n", succeeded: true)]
        let program = try SwiftTranscript().render(transcript)
        #expect(program.hasSuffix("\n// import UIKit  (UIKit.swift stands in for it)\n// :graph\n"))
    }
}
