import CoordLabSession
import Foundation

/// Feeds mutated inputs to every front end (the Swift parser and compiler, the evaluator
/// under limits, the lesson parser, the command parser) for a given time. Errors are the
/// expected outcome; a crash ends the process, so the input being tried is written to
/// `crashFile` before each execution.
public struct InputFuzzer {
    /// Executions and outcomes.
    public struct Report {
        var executions: [String: Int] = [:]
        var rejected = 0
        var seconds = 0.0
        /// One line per target.
        public var summary: String {
            executions.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value) executions" }.joined(separator: "\n")
                + "\n\(executions.values.reduce(0, +)) executions in \(Int(seconds)) s, \(rejected) inputs rejected with an error, 0 crashes"
        }
    }

    private var random: SeededRandom
    let crashFile: String

    public init(seed: UInt64, crashFile: String) {
        random = SeededRandom(seed: seed)
        self.crashFile = crashFile
    }

    /// Runs until `seconds` have passed.
    public func run(seconds: Double) -> Report {
        var me = self
        return me.loop(seconds: seconds, executions: .max)
    }

    /// Runs `executions` inputs, however long they take (for tests: a busy machine runs
    /// fewer in a given time, and the same ones).
    public func run(executions: Int) -> Report {
        var me = self
        return me.loop(seconds: .infinity, executions: executions)
    }

    private mutating func loop(seconds: Double, executions limit: Int) -> Report {
        var report = Report()
        let programs = Self.corpus(folder: "Tests/Conformance", ext: "swift") + [Self.fallbackProgram]
        let lessons = Self.corpus(folder: "lessons", ext: "md") + [Self.fallbackLesson]
        let commands = CommandTable.scripting.commands.map { ":\($0.name) " } + [":expect count A == 1", ":graph --depth 2", ":why a"]
        let start = Date()
        var done = 0
        while done < limit, Date().timeIntervalSince(start) < seconds {
            done += 1
            switch random.below(3) {
            case 0:
                let input = mutate(programs[random.below(programs.count)])
                record(input)
                if !runProgram(input) { report.rejected += 1 }
                report.executions["swift", default: 0] += 1
            case 1:
                let input = mutate(lessons[random.below(lessons.count)])
                record(input)
                if (try? LessonParser.parse(input, path: "fuzz.md")) == nil { report.rejected += 1 }
                report.executions["lesson", default: 0] += 1
            default:
                let input = mutate(commands[random.below(commands.count)] + String(repeating: "x", count: random.below(3)))
                record(input)
                if !runCommand(input) { report.rejected += 1 }
                report.executions["command", default: 0] += 1
            }
        }
        report.seconds = Date().timeIntervalSince(start)
        try? FileManager.default.removeItem(atPath: crashFile)
        return report
    }

    /// Compiles and runs a program with tight limits; false when it was refused or trapped.
    private func runProgram(_ text: String) -> Bool {
        guard let w = try? Workspace(output: { _ in }, loadsPrelude: false) else { return false }
        w.interpreter.iterationLimit = 20_000
        w.interpreter.objectLimit = 5_000
        w.interpreter.maxDepth = 200
        do { try w.run(swift: text, fileName: "fuzz.swift") } catch { return false }
        _ = w.analyse()
        return true
    }

    /// Runs a command line against a small program.
    private func runCommand(_ line: String) -> Bool {
        guard let w = try? Workspace(output: { _ in }, loadsPrelude: false) else { return false }
        try? w.run(swift: "class A { var next: A? }\nlet a = A()\na.next = A()", fileName: "fuzz.swift")
        var context = CommandContext(workspace: w, say: { _ in })
        context.allowsFiles = false
        return (try? CommandTable.scripting.run(line, in: context)) != nil
    }

    /// A mutation: delete, duplicate, swap or insert a slice, or flip characters.
    private mutating func mutate(_ text: String) -> String {
        var chars = Array(text)
        let tokens: [String] = ["{", "}", "(", ")", "[", "]", "?", "!", ".", ":", "\n", "\"", "\\", "weak ", "nil", "self",
                                "deinit", "class", "$0", "..<", "```", "> ", "---", "\u{1B}[2J", "é", "\u{0}"]
        for _ in 0..<(1 + random.below(4)) where !chars.isEmpty {
            let at = random.below(chars.count)
            switch random.below(5) {
            case 0: chars.removeSubrange(at..<min(chars.count, at + 1 + random.below(20)))
            case 1: chars.insert(contentsOf: Array(tokens[random.below(tokens.count)]), at: at)
            case 2:
                let end = min(chars.count, at + random.below(40))
                chars.insert(contentsOf: chars[at..<end], at: random.below(chars.count))
            case 3: chars[at] = Character(UnicodeScalar(UInt8(32 + random.below(95))))
            default: chars.insert(contentsOf: Array(String(repeating: "(", count: random.below(50))), at: at)
            }
        }
        return String(chars)
    }

    private func record(_ input: String) {
        try? input.write(toFile: crashFile, atomically: false, encoding: .utf8)
    }

    /// The files of a folder of the package (run from the repository), as seeds.
    static func corpus(folder: String, ext: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix("." + ext) }.prefix(200)
            .compactMap { try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
    }

    static let fallbackProgram = "class A { weak var b: A?; var c: [A] = []; deinit { print(\"bye\") } }\nvar a: A? = A()\na?.c.append(A())\na = nil\n"
    static let fallbackLesson = "---\nid: x\ntitle: X\norder: 1\n---\n## S\n```coordlab\n> print(1)\n1\n```\n### Task: T\n```goal\ncount A == 0\n```\n```solution\nprint(2)\n```\n"
}
