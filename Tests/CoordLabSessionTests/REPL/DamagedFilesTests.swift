import Foundation
import Testing
@testable import CoordLabSession
@testable import CoordLabTerminal
import TestSupport

/// A damaged history, progress or journal file is reported and set aside, never fatal.
@Suite struct DamagedFilesTests {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-damaged-\(UUID().uuidString)")

    func write(_ text: String, _ name: String) throws -> URL {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aDamagedProgressFileIsSetAside() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = try write("not a progress line at all\n", "progress.txt")
        let progress = Progress(url: url)
        #expect(progress.problem()?.contains("damaged progress line") == true)
        #expect(progress.completed.isEmpty)
        #expect(FileManager.default.fileExists(atPath: url.path + ".damaged"))
        progress.complete("lesson", task: 1)
        #expect(try String(contentsOf: url, encoding: .utf8) == "lesson 0 1\n", "a fresh file is written")
    }

    @Test func aDamagedHistoryFileIsSetAside() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = try write("\u{0}\u{1}binary junk, not libedit's format\n", "history")
        let history = LineHistory(url: url)
        #expect(history.count == 0)
        #expect(FileManager.default.fileExists(atPath: url.path + ".damaged"), "the damaged file is kept, not overwritten")
    }

    @Test func aDamagedJournalIsSetAsideByResume() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let state = dir.appendingPathComponent("coordlab")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try "garbage\n{\"broken\nmore\n".write(to: state.appendingPathComponent("journal.jsonl"), atomically: true, encoding: .utf8)
        let input = try write("print(\"fresh\")\n", "in.txt")
        let r = try Subprocess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" --resume < \"\(input.path)\"", bin.path],
            environment: Harness.environment(["XDG_STATE_HOME": dir.path]))
        #expect(r.exitCode == 0)
        #expect(r.stdout == "fresh\n")
        #expect(r.stderr.contains("cannot resume") && r.stderr.contains("set aside as journal.jsonl.damaged"))
    }
}
