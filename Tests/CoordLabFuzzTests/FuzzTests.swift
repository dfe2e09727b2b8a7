import Foundation
import Testing
@testable import CoordLabFuzz

/// Short, deterministic runs of both fuzzers (`make fuzz` and `make fuzz-arc N` run longer).
@Suite struct FuzzTests {
    @Test func generatedProgramsAgreeWithSwiftc() throws {
        let keep = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-fuzz-keep-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: keep) }
        let report = try ArcFuzzer(keepDirectory: keep).run(count: 6, firstSeed: 1_000)
        #expect(report.rejected.isEmpty, "swiftc refused generated programs (seeds \(report.rejected)): a generator bug")
        #expect(report.disagreements.isEmpty, "coordlab disagreed with swiftc on \(report.disagreements.map(\.path))")
        #expect(report.agreements == 6)
    }

    @Test func theGeneratorIsDeterministic() {
        var a = ProgramGenerator(seed: 42), b = ProgramGenerator(seed: 42), c = ProgramGenerator(seed: 43)
        let pa = a.program()
        #expect(pa == b.program())
        #expect(pa != c.program())
    }

    @Test func mutatedInputsNeverCrashAnyFrontEnd() {
        let crash = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-fuzz-\(UUID().uuidString).txt").path
        let report = InputFuzzer(seed: 7, crashFile: crash).run(executions: 60)
        #expect(report.executions.values.reduce(0, +) == 60)
        #expect(!FileManager.default.fileExists(atPath: crash), "the crash file is removed after a clean run")
    }
}
