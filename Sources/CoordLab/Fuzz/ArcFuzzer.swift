import Foundation

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
            let compiled = Self.shell("swiftc", ["-Onone", "-module-name", "main", file.path, "-o", binary.path], errors: true)
            guard compiled.status == 0 else {
                report.rejected.append(seed)
                let kept = FileManager.default.temporaryDirectory.appendingPathComponent("coordlab-fuzz-rejected-\(seed).swift")
                try? (source + "\n/* swiftc:\n" + compiled.output + "*/\n").write(to: kept, atomically: true, encoding: .utf8)
                continue
            }
            let expected = Self.shell("stdbuf", ["-o0", binary.path])
            var output = ""
            let status = ProgramRunner(output: { output += $0 }, diagnostics: { _ in }, loadsPrelude: false)
                .run(sources: [("main.swift", source)])
            if output == expected.output && (status == 0) == (expected.status == 0) {
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

    /// Runs a tool from PATH; returns its exit status and standard output.
    static func shell(_ tool: String, _ args: [String], errors: Bool = false) -> (status: Int32, output: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = [tool] + args
        p.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { _, n in n }
        let out = Pipe()
        p.standardOutput = out
        p.standardError = errors ? out : FileHandle.nullDevice
        do { try p.run() } catch { return (127, "") }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
