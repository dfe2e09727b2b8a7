import ArgumentParser
import CoordLabFuzz
import Foundation

extension CoordLab {
    /// `coordlab fuzz`: the robustness checks for developers.
    struct Fuzz: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(
            commandName: "fuzz",
            abstract: CommandLineWords.help("cli.fuzz.abstract"),
            subcommands: [Arc.self, Inputs.self]
        ) }

        /// `coordlab fuzz arc N`.
        struct Arc: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "arc",
                abstract: "Run N random ARC programs in coordlab and with swiftc -Onone; keep every disagreement as a conformance test.")
            @Argument(help: "How many programs.") var count: Int = 100
            @Option(help: "The first seed (programs are seeds first…first+N-1).") var seed: UInt64 = 1
            @Option(help: "Where disagreeing programs are kept.") var keep = "Tests/Conformance/fuzz"
            @Option(help: "Print the program of this seed instead of running anything.") var show: UInt64?

            func run() throws {
                if let show {
                    var generator = ProgramGenerator(seed: show)
                    print(generator.program(), terminator: "")
                    return
                }
                let report = try ArcFuzzer(keepDirectory: URL(fileURLWithPath: keep)).run(count: count, firstSeed: seed) { r in
                    if r.programs % 50 == 0 { print("\(r.programs) programs, \(r.disagreements.count) disagreements") }
                }
                print("\(report.programs) programs: \(report.agreements) agree with swiftc, \(report.disagreements.count) disagree, \(report.rejected.count) rejected by swiftc")
                for d in report.disagreements { print("  seed \(d.seed): kept as \(d.path)") }
                if !report.rejected.isEmpty { print("  swiftc rejected seeds \(report.rejected.map(String.init).joined(separator: ", ")) (generator bug)") }
                if !report.disagreements.isEmpty || !report.rejected.isEmpty { throw ExitCode(1) }
            }
        }

        /// `coordlab fuzz inputs --seconds S`.
        struct Inputs: ParsableCommand {
            static let configuration = CommandConfiguration(
                commandName: "inputs",
                abstract: "Feed mutated inputs to the Swift front end, the evaluator, the lesson parser and the command parser for a while; report executions and crashes.")
            @Option(help: "How long to run.") var seconds: Double = 10
            @Option(help: "The random seed.") var seed: UInt64 = 1
            @Option(help: "Where the input being tried is written first (so a crash leaves it).") var crashFile = "fuzz-crash-input.txt"

            func run() throws {
                let report = InputFuzzer(seed: seed, crashFile: crashFile).run(seconds: seconds)
                print(report.summary)
            }
        }
    }
}
