import Foundation
import TestSupport
import Testing

/// Differential tests: every program in Tests/Conformance must behave under `coordlab run`
/// exactly as its `swiftc -Onone` build does (stdout, exit status, trap message), and every
/// program in `reject/` must be refused with a located "does not support" diagnostic.
@Suite("Conformance with swiftc -Onone")
struct ConformanceTests {
    /// The suite is present and every program states what it checks.
    @Test func programsArePresent() throws {
        let programs = ConformanceProgram.all
        #expect(programs.count >= 75, "expected at least 75 programs under \(Conformance.programsRoot.path)")
        for folder in ["arc/", "lang/", "traps/", "reject/", "errors/"] {
            #expect(programs.contains { $0.relativePath.hasPrefix(folder) }, "no programs in \(folder)")
        }
        for program in programs {
            let header = Conformance.Header(source: try String(contentsOf: program.url, encoding: .utf8))
            #expect(!header.summary.isEmpty, "\(program.relativePath) has no leading comment")
            if program.kind == .trap {
                #expect(!header.trapFragments.isEmpty, "\(program.relativePath) lacks // expect-trap:")
            }
            if program.kind == .reject {
                #expect(!header.errorFragments.isEmpty, "\(program.relativePath) lacks // expect-error:")
            }
        }
    }

    /// One program, judged against swiftc (or, for `reject/`, against its expected diagnostic).
    @Test("coordlab run matches swiftc -Onone", arguments: ConformanceProgram.all)
    func program(_ program: ConformanceProgram) throws {
        let path = program.relativePath
        let header = Conformance.Header(source: try String(contentsOf: program.url, encoding: .utf8))
        let coordlab = try #require(
            Harness.coordlab,
            "no coordlab executable beside the test bundle; build it or set COORDLAB_BIN")

        let actual = try Subprocess.run(
            coordlab, ["run", program.url.path], environment: Harness.environment(["NO_COLOR": "1"]))
        try #require(!actual.timedOut, "coordlab run \(path) did not finish within 30 s and was killed")

        if program.kind == .reject {
            checkRejection(actual, header: header, program: program)
            return
        }
        if program.kind == .swiftError {
            try checkSwiftError(actual, program: program, prelude: header.usesPrelude ? try Conformance.prelude(coordlab) : nil)
            return
        }

        try #require(SwiftCompiler.swiftc != nil, "swiftc is not on PATH: the suite needs it")
        try #require(Conformance.stdbuf != nil, "stdbuf (GNU coreutils) is not on PATH")
        let prelude = header.usesPrelude ? try Conformance.prelude(coordlab) : nil
        let binary = try SwiftCompiler.binary(
            for: program.url, cacheRoot: Conformance.cacheRoot, prelude: prelude, extraFlags: header.swiftcFlags)
        let expected = try SwiftCompiler.runReference(binary)
        try #require(!expected.timedOut, "the swiftc build of \(path) ran over 30 s and was killed")

        if program.kind == .trap {
            try #require(expected.exitCode != 0, "the swiftc build of \(path) did not trap: fix the program")
            #expect(actual.exitCode != 0, "coordlab exited 0 on \(path), but swiftc's build traps")
            for fragment in header.trapFragments {
                #expect(actual.stderr.contains(fragment),
                        "coordlab's stderr for \(path) lacks \"\(fragment)\"; it was:\n\(actual.stderr)")
            }
        } else {
            try #require(expected.exitCode == 0,
                         "the swiftc build of \(path) exited \(expected.exitCode): fix the program\n\(expected.stderr)")
            #expect(actual.exitCode == 0,
                    "coordlab exited \(actual.exitCode) on \(path); stderr:\n\(actual.stderr)")
        }
        if actual.stdout != expected.stdout {
            let diff = Conformance.diff(expected: expected.stdout, actual: actual.stdout)
            if let gap = header.knownGap {
                withKnownIssue(Comment(rawValue: gap)) {
                    Issue.record("stdout of coordlab differs from swiftc -Onone for \(path)\n\(diff)")
                }
            } else {
                Issue.record("stdout of coordlab differs from swiftc -Onone for \(path)\n\(diff)")
            }
        }
    }

    /// An `errors/` program must be refused by coordlab with an error that swiftc also
    /// reports (beside the prelude, when the program's header asks for it): same line,
    /// column and message.
    private func checkSwiftError(_ actual: ProcessResult, program: ConformanceProgram, prelude: String?) throws {
        let path = program.relativePath
        let scratch = try Harness.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Beside the prelude, the program is `main.swift` (top-level code in several files
        // is allowed only there), and swiftc's lines are named after it.
        var inputs = [program.url.path]
        if let prelude {
            let uikit = scratch.appendingPathComponent("UIKit.swift"), main = scratch.appendingPathComponent("main.swift")
            try prelude.write(to: uikit, atomically: true, encoding: .utf8)
            try Data(contentsOf: program.url).write(to: main)
            inputs = [uikit.path, main.path]
        }
        let swiftc = try SwiftCompiler.compile(inputs, output: scratch.appendingPathComponent("main").path)
        try #require(swiftc.exitCode != 0, "swiftc compiled \(path): an errors/ program must not compile")
        #expect(actual.exitCode == 1, "coordlab should refuse \(path) with exit 1 but exited \(actual.exitCode)")
        let reference = Conformance.errorLines(swiftc.stderr).map { line in
            prelude != nil && line.hasPrefix("main.swift:") ? program.url.lastPathComponent + line.dropFirst("main.swift".count) : line
        }
        let first = try #require(Conformance.errorLines(actual.stderr).first,
                                 "coordlab printed no located error for \(path):\n\(actual.stderr)")
        #expect(reference.contains(first),
                "coordlab's error for \(path) is not one swiftc reports:\n  coordlab: \(first)\n  swiftc: \(reference.joined(separator: "\n          "))")
    }

    /// A `reject/` program must exit 1 with every expected fragment and a FILE:LINE:COL: error: line.
    private func checkRejection(
        _ actual: ProcessResult, header: Conformance.Header, program: ConformanceProgram
    ) {
        let path = program.relativePath
        #expect(actual.exitCode == 1,
                "coordlab should refuse \(path) with exit 1 but exited \(actual.exitCode); stdout:\n\(actual.stdout)")
        // Refused Swift is refused before the program starts: nothing of it has run.
        #expect(actual.stdout.isEmpty, "coordlab ran part of \(path) before refusing it; stdout:\n\(actual.stdout)")
        let stderr = actual.stderr.lowercased()
        for fragment in header.errorFragments {
            #expect(stderr.contains(fragment.lowercased()),
                    "coordlab's stderr for \(path) lacks \"\(fragment)\"; it was:\n\(actual.stderr)")
        }
        let fileName = program.url.lastPathComponent
        let line = header.errorLine.map(String.init) ?? "LINE"
        #expect(Conformance.hasLocatedError(actual.stderr, fileName: fileName, line: header.errorLine),
                "coordlab's stderr for \(path) has no \"\(fileName):\(line):COL: error:\" line; it was:\n\(actual.stderr)")
    }
}
