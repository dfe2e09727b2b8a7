import Foundation
import TestSupport
import Testing

/// coordlab with input from a pipe: no prompt, keeps going after errors (exit 1), `--bail`.
@Suite struct PipedModeTests {
    /// Runs coordlab with `input` on stdin.
    func pipe(_ input: String, _ arguments: [String] = []) throws -> ProcessResult {
        let bin = try #require(Harness.coordlab, "coordlab is not built")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-pipe-\(UUID().uuidString)")
        try input.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try Subprocess.run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "exec \"$0\" \"$@\" < \"\(file.path)\"", bin.path] + arguments,
            environment: Harness.environment(["XDG_STATE_HOME": NSTemporaryDirectory()]))
    }

    @Test func runsEveryInputWithoutAPrompt() throws {
        let r = try pipe("class A { deinit { print(\"deinit A\") } }\nvar a: A? = A()\na = nil\nprint(\"done\")\n")
        #expect(r.stdout == "deinit A\ndone\n")
        #expect(r.exitCode == 0)
    }

    @Test func keepsGoingAfterAFailureAndExitsOne() throws {
        let r = try pipe("print(1)\nprint(missing)\nlet n: Int? = nil\nprint(n!)\nprint(2)\n")
        #expect(r.stdout.contains("1\n"))
        #expect(r.stdout.contains("cannot find 'missing' in scope"))
        #expect(r.stdout.contains("Fatal error: Unexpectedly found nil while unwrapping an Optional value"))
        #expect(r.stdout.hasSuffix("2\n"))
        #expect(r.exitCode == 1)
    }

    @Test func bailStopsAtTheFirstFailure() throws {
        let r = try pipe("print(1)\nprint(missing)\nprint(2)\n", ["--bail"])
        #expect(!r.stdout.contains("2\n"))
        #expect(r.exitCode == 1)
    }

    @Test func echoShowsEachInput() throws {
        let r = try pipe("print(40 + 2)\n", ["--echo"])
        #expect(r.stdout == "print(40 + 2)\n42\n")
    }

    @Test func aTrapRollsTheSessionBack() throws {
        let r = try pipe("var list = [1]\nlist.append(2); print(list[5])\nprint(list)\n")
        #expect(r.stdout.hasSuffix("[1]\n"), "the input that trapped must leave no trace")
    }

    @Test func anUncaughtErrorTrapsAndRollsTheInputBack() throws {
        let r = try pipe("""
        enum Failure: Error { case bad }
        var list = [1]
        list.append(2); throw Failure.bad
        print(list)
        do { throw Failure.bad } catch { print("caught", error) }

        """)
        #expect(r.stdout.contains("Fatal error: Error raised at top level: main.Failure.bad"))
        #expect(r.stdout.contains("[1]\ncaught bad\n"), "the input that threw must leave no trace")
        #expect(r.exitCode == 1)
    }

    @Test func undoBringsAFreedObjectBack() throws {
        let r = try pipe("class A { deinit { print(\"deinit A\") } }\nvar a: A? = A()\na = nil\n:undo\nprint(a == nil)\n")
        #expect(r.stdout.hasSuffix("false\n"))
    }

    @Test func unknownCommandSuggestsTheClosest() throws {
        let r = try pipe(":bak\n")
        #expect(r.stdout.contains("unknown command ':bak' (did you mean :back?)"))
        #expect(r.exitCode == 1)
    }
}
