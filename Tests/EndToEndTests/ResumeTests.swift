import Foundation
import TestSupport
import Testing

/// `coordlab --resume` after the process was killed with SIGKILL mid-session.
@Suite struct ResumeTests {
    @Test("a session ended by a signal is rebuilt by --resume", arguments: [SIGKILL, SIGTERM, SIGHUP])
    func resumeRebuildsASessionEndedByASignal(_ signal: Int32) throws {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-resume-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let outURL = state.appendingPathExtension("out")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outURL) }

        let process = Process()
        process.executableURL = bin
        process.environment = Harness.environment(["XDG_STATE_HOME": state.path])
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        try process.run()
        let lines = "class Flow { let name: String; init(_ n: String) { name = n }; deinit { print(\"deinit \\(name)\") } }\n"
            + "var flow: Flow? = Flow(\"register\")\nprint(\"ready\")\n"
        input.fileHandleForWriting.write(Data(lines.utf8))
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, !((try? String(contentsOf: outURL, encoding: .utf8)) ?? "").contains("ready") {
            Thread.sleep(forTimeInterval: 0.05)
        }
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus != 0)

        let stdin = state.appendingPathExtension("in")
        try "flow = nil\nprint(\"after\")\n".write(to: stdin, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: stdin) }
        let resumed = try Subprocess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" --resume < \"\(stdin.path)\"", bin.path],
            environment: Harness.environment(["XDG_STATE_HOME": state.path]))
        #expect(resumed.stdout.contains("coordlab> print(\"ready\")\nready\n"), "what had been shown is shown again")
        #expect(resumed.stdout.contains("(resumed 3 inputs"))
        #expect(resumed.stdout.hasSuffix("deinit register\nafter\n"), "the rebuilt session still holds the flow")
        #expect(resumed.exitCode == 0)
    }
}
