import CoordLabLanguage
import Foundation

/// Verifies a lesson as `coordlab check` does: runs its setup, every example (comparing
/// output) and every task's solution (checking its goal on the live graph) in one fresh
/// session, in file order.
public struct LessonChecker {
    /// A claim of the lesson that does not hold.
    public struct Failure: Equatable, CustomStringConvertible {
        /// What failed.
        public enum Kind: Equatable, Sendable {
            /// An example printed something other than its expected output (`--update` rewrites it).
            case exampleOutput
            /// Anything else: a setup, solution or goal that does not hold.
            case claim
        }

        let path: String
        let line: Int
        let message: String
        public var kind: Kind = .claim
        public var description: String { "\(path):\(line): \(message)" }
    }

    /// The actual output of each example run, by the example's opening line (for `--update`).
    private(set) var actual: [Int: [[String]]] = [:]

    /// Told of the session after each input the check runs (tests check invariants there).
    private let inspect: ((Session) -> Void)?

    /// A checker; `inspect` sees the session after every input it runs.
    public init(inspect: ((Session) -> Void)? = nil) {
        self.inspect = inspect
    }

    /// Checks `lesson`; returns its failures (none when it holds).
    public mutating func check(_ lesson: Lesson) -> [Failure] {
        var failures: [Failure] = []
        var captured = ""
        var configuration = Session.Configuration()
        configuration.allowsFiles = false
        let session = Session(configuration: configuration, output: { captured += $0 })
        func run(_ input: String) -> (ok: Bool, lines: [String]) {
            captured = ""
            let ok = session.evaluate(input)
            inspect?(session)
            var lines = captured.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return (ok, lines)
        }
        if !lesson.setup.isEmpty {
            session.showsSummary = false
            let r = run(lesson.setup)
            if !r.ok { failures.append(.init(path: lesson.path, line: lesson.setupLine, message: "the setup fails: " + r.lines.joined(separator: " / "))) }
            session.showsSummary = true
        }
        for step in lesson.steps {
            for item in step.items {
                switch item {
                case .prose: continue
                case .example(let e):
                    var outputs: [[String]] = []
                    for r in e.runs {
                        let got = run(r.input).lines
                        outputs.append(got)
                        if !Self.matches(got, r.output) {
                            failures.append(.init(path: lesson.path, line: r.line, message:
                                "expected " + Self.show(r.output) + " got " + Self.show(got), kind: .exampleOutput))
                        }
                    }
                    actual[e.line] = outputs
                case .task(let t):
                    if t.goal.allSatisfy({ Self.holds($0.predicate, session.workspace) }) {
                        failures.append(.init(path: lesson.path, line: t.line, message: "the goal of '\(t.title)' already holds before its solution"))
                    }
                    let r = run(t.solution.joined(separator: "\n"))
                    if !r.ok {
                        failures.append(.init(path: lesson.path, line: t.solutionLine, message: "the solution fails: " + r.lines.joined(separator: " / ")))
                    }
                    for g in t.goal {
                        do {
                            if let found = try ExpectCommand.check(g.predicate, session.workspace) {
                                failures.append(.init(path: lesson.path, line: g.line, message: "expected \(g.predicate) got \(found)"))
                            }
                        } catch {
                            failures.append(.init(path: lesson.path, line: g.line, message: Self.describe(error)))
                        }
                    }
                }
            }
        }
        return failures
    }

    /// Whether a predicate holds (one that cannot be checked yet does not).
    static func holds(_ predicate: String, _ w: Workspace) -> Bool {
        do { return try ExpectCommand.check(predicate, w) == nil } catch { return false }
    }

    /// One line for an error met while checking a goal.
    static func describe(_ error: Error) -> String {
        switch error {
        case let e as CommandError: return e.message
        case let e as CompileError: return "\(e.message) (in the goal, column \(e.location.column))"
        case let t as Trap: return "Fatal error: \(t.message)"
        default: return "\(error)"
        }
    }

    /// Whether output lines match expected ones, where a `...` line matches any lines.
    static func matches(_ got: [String], _ expected: [String]) -> Bool {
        guard let first = expected.first else { return got.isEmpty }
        if first == "..." {
            let rest = Array(expected.dropFirst())
            return (0...got.count).contains { matches(Array(got[$0...]), rest) }
        }
        guard let g = got.first, g == first else { return false }
        return matches(Array(got.dropFirst()), Array(expected.dropFirst()))
    }

    private static func show(_ lines: [String]) -> String {
        lines.isEmpty ? "(no output)" : "\"" + lines.joined(separator: "\\n") + "\""
    }

    /// `text` with every example's expected output replaced by what it printed (`--update`).
    public func updated(_ text: String, lesson: Lesson) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let examples = lesson.steps.flatMap { $0.items.compactMap { if case .example(let e) = $0 { return e } else { return nil } } }
        for e in examples.sorted(by: { $0.line > $1.line }) {
            guard let outputs = actual[e.line] else { continue }
            var body: [String] = []
            for (r, out) in zip(e.runs, outputs) {
                body += r.input.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }
                body += out
            }
            lines.replaceSubrange(e.line..<(e.endLine - 1), with: body)
        }
        return lines.joined(separator: "\n")
    }
}
