import CoordLabLanguage
import Foundation

/// Verifies a lesson as `coordlab check` does: runs its setup, every example (comparing
/// output), every task's wrong answers (each must miss the goal) and solution (which must
/// meet it) in one fresh session, in file order; then rehearses each task's solution after
/// the learner's usual detours (`TaskRehearsal`).
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

    /// Told of the session after each input of the check's main run (tests check invariants there).
    private let inspect: ((Session) -> Void)?

    /// Whether each task's solution is also tried after the learner's detours (`TaskRehearsal`).
    private let rehearses: Bool

    /// A checker; `inspect` sees the session after every input of the main run;
    /// `rehearsing: false` leaves out the detours (a quicker check of the main run only).
    public init(rehearsing: Bool = true, inspect: ((Session) -> Void)? = nil) {
        self.rehearses = rehearsing
        self.inspect = inspect
    }

    /// Checks `lesson`; returns its failures (none when it holds): every example's output,
    /// every task's solution and wrong answers in file order, then every task's solution
    /// again without the optional examples and after an input typed twice.
    public mutating func check(_ lesson: Lesson) -> [Failure] {
        var failures: [Failure] = []
        func fail(_ line: Int, _ message: String) { failures.append(.init(path: lesson.path, line: line, message: message)) }
        let run = CheckedSession(inspect: inspect)
        if let problem = run.setup(lesson) { fail(lesson.setupLine, problem) }
        run.walk(lesson, example: { e in
            var outputs: [[String]] = []
            for r in e.runs {
                let got = run.run(r.input).lines
                outputs.append(got)
                if !Self.matches(got, r.output) {
                    failures.append(.init(path: lesson.path, line: r.line, message:
                        "expected " + Self.show(r.output) + " got " + Self.show(got), kind: .exampleOutput))
                }
            }
            actual[e.line] = outputs
        }, task: { t in
            if run.holds(t) { fail(t.line, "the goal of '\(t.title)' already holds before its solution") }
            if t.wrongAnswers.count < 2 {
                fail(t.line, "task '\(t.title)' has \(t.wrongAnswers.count) wrong answer\(t.wrongAnswers.count == 1 ? "" : "s"); give at least two (```wrong blocks) that its goal must reject")
            }
            for w in t.wrongAnswers {
                if let problem = run.rejects(w.inputs, for: t) { fail(w.line, problem) }
            }
            let r = run.run(t.solution.joined(separator: "\n"))
            if !r.ok { fail(t.solutionLine, "the solution fails: " + r.lines.joined(separator: " / ")) }
            for (line, found) in run.unmet(t) { fail(line, found) }
        }, stepDone: { step in
            for e in run.session.goalWindow?.trapped ?? [] {
                fail(step.line, "the goal expression '\(e)' traps while the step is open; use ?. and as? in goals")
            }
        })
        for variant in TaskRehearsal.Variant.allCases where rehearses {
            for (line, message) in TaskRehearsal(lesson: lesson, variant: variant).failures() { fail(line, message) }
        }
        return failures
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
