import CoordLabSession
import Foundation
import Toolchain

/// Runs generated programs through coordlab and `swiftc -Onone` and compares their output:
/// the differential check of coordlab's ARC (`coordlab fuzz arc`).
public struct ArcFuzzer {
    /// What a run found.
    public struct Report {
        public var programs = 0
        public var agreements = 0
        /// Seeds whose outputs differed, and where each program was kept.
        public var disagreements: [(seed: UInt64, path: String)] = []
        /// Seeds swiftc refused (a generator bug, reported so it gets fixed).
        public var rejected: [UInt64] = []
    }

    /// Where disagreeing programs are kept (as new conformance tests).
    let keepDirectory: URL
    /// A scratch folder.
    let work: URL

    public init(keepDirectory: URL) {
        self.keepDirectory = keepDirectory
        work = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-fuzz-\(getpid())")
    }

    /// Checks `count` programs from seed `first` on, calling `progress` after each.
    public func run(count: Int, firstSeed: UInt64 = 1, progress: (Report) -> Void = { _ in }) throws -> Report {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        var report = Report()
        for seed in firstSeed..<(firstSeed + UInt64(count)) {
            var generator = ProgramGenerator(seed: seed)
            let source = generator.program()
            let file = work.appendingPathComponent("main.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            report.programs += 1
            let binary = work.appendingPathComponent("program")
            let compiled = try SwiftCompiler.compile([file.path], output: binary.path)
            guard compiled.exitCode == 0 else {
                report.rejected.append(seed)
                let kept = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-fuzz-rejected-\(seed).swift")
                try? (source + "\n/* swiftc:\n" + compiled.stderr + compiled.stdout + "*/\n").write(to: kept, atomically: true, encoding: .utf8)
                continue
            }
            let expected = try SwiftCompiler.runReference(binary)
            var output = ""
            let status = ProgramRunner(output: { output += $0 }, diagnostics: { _ in }, loadsPrelude: false)
                .run(sources: [("main.swift", source)])
            if output == expected.stdout && (status == 0) == (expected.exitCode == 0) {
                report.agreements += 1
            } else {
                try FileManager.default.createDirectory(at: keepDirectory, withIntermediateDirectories: true)
                let kept = keepDirectory.appendingPathComponent("fuzz-\(seed).swift")
                try ("// ARC fuzz: seed \(seed) disagreed with swiftc -Onone; kept as a conformance test\n" + source)
                    .write(to: kept, atomically: true, encoding: .utf8)
                report.disagreements.append((seed, kept.path))
            }
            progress(report)
        }
        return report
    }
}
