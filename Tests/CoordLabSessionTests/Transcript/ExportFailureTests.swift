import Foundation
import TestSupport
import Testing

/// Exports that cannot be written: each gets one clear message, the session goes on, and
/// an existing file is never left half-written.
@Suite struct ExportFailureTests {
    /// A private folder for one test.
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-export-\(UUID().uuidString)")

    /// Runs coordlab on piped `input` through bash, with `limits` (shell commands) applied first.
    func run(_ input: String, limits: String = "") throws -> ProcessResult {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let inputs = dir.appendingPathComponent("inputs.txt")
        try input.write(to: inputs, atomically: true, encoding: .utf8)
        return try Subprocess.run(
            URL(fileURLWithPath: "/bin/bash"),
            // The limits apply to coordlab only; its output goes through a pipe to the capture.
            ["-c", "cd \"\(dir.path)\" && ( \(limits) exec \"\(bin.path)\" < inputs.txt ) | cat"],
            environment: Harness.environment(["XDG_STATE_HOME": dir.appendingPathComponent("state").path]))
    }

    static let session = "class A { deinit { print(\"bye A\") } }\nvar a: A? = A()\n"

    @Test func anExistingFileIsKeptWithoutForce() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try run(Self.session + ":export out.md\n:export out.md\na = nil\n")
        #expect(r.stdout.contains("error: out.md exists; add --force to replace it"))
        #expect(r.stdout.hasSuffix("bye A\n"), "the session goes on")
        let again = try run(Self.session + ":export out.md --force\n")
        #expect(again.stdout.contains("wrote out.md"))
    }

    @Test func aPathThatCannotBeAFolderIsReported() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try run(Self.session + ":export inputs.txt/inside.md\n:export nowhere/x.md\na = nil\n")
        #expect(r.stdout.contains("error: cannot write inputs.txt/inside.md"))
        #expect(r.stdout.contains("error: cannot write nowhere/x.md: the folder"))
        #expect(r.stdout.hasSuffix("bye A\n"))
    }

    @Test func aFullDiskLeavesTheOldFileIntact() throws {
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let old = String(repeating: "old contents\n", count: 10)
        try old.write(to: dir.appendingPathComponent("big.txt"), atomically: true, encoding: .utf8)
        // The file-size limit (1 KiB) stands in for a full disk: the export is larger.
        let big = "print(String(repeating: \"a long transcript that will not fit \", count: 100))"
        let r = try run(big + "\n:export big.txt --force\nprint(\"still here\")\n", limits: "ulimit -f 1; trap '' XFSZ;")
        #expect(r.stdout.contains("error: cannot write big.txt: File too large"))
        #expect(r.stdout.hasSuffix("still here\n"))
        #expect(try String(contentsOf: dir.appendingPathComponent("big.txt"), encoding: .utf8) == old,
                "the interrupted write left the old file as it was")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty, "no temporary file is left behind")
    }
}
