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

        /// `path:line: message` in `language` (the message is said in the checker's).
        public func description(in language: InterfaceLanguage) -> String {
            Catalogue(language)("lessonFile.place", path, line, message)
        }
    }

    /// The actual output of each example run, by the example's opening line (for `--update`).
    private(set) var actual: [Int: [[String]]] = [:]

    /// Told of the session after each input of the check's main run (tests check invariants there).
    private let inspect: ((Session) -> Void)?

    /// Whether each task's solution is also tried after the learner's detours (`TaskRehearsal`).
    private let rehearses: Bool

    /// Whether the main run's session compares its after-input verdicts with the whole
    /// graph's (`Session.verdictMismatches`), for the incremental verdicts' test.
    var checksVerdicts = false

    /// The language failures are said in (the lesson itself runs in an English session,
    /// whose output its examples hold).
    private let text: Catalogue

    /// A checker; `inspect` sees the session after every input of the main run;
    /// `rehearsing: false` leaves out the detours (a quicker check of the main run only);
    /// failures are said in `language`.
    public init(rehearsing: Bool = true, language: InterfaceLanguage = .english, inspect: ((Session) -> Void)? = nil) {
        self.rehearses = rehearsing
        self.text = Catalogue(language)
        self.inspect = inspect
    }

    /// Checks `lesson`; returns its failures (none when it holds): every example's output,
    /// every task's solution and wrong answers in file order, then every task's solution
    /// again without the optional examples and after an input typed twice.
    public mutating func check(_ lesson: Lesson) -> [Failure] {
        var failures: [Failure] = []
        func fail(_ line: Int, _ message: String) { failures.append(.init(path: lesson.path, line: line, message: message)) }
        let run = CheckedSession(text: text, checksVerdicts: checksVerdicts, inspect: inspect)
        let setupProblem = run.setup(lesson)
        if let problem = setupProblem { fail(lesson.setupLine, problem) }
        // The detours start as the main run does, from the setup: each goes on beside it
        // in a copy of its session (unless the session is watched).
        let detours = rehearses && setupProblem == nil && inspect == nil && !checksVerdicts
            ? TaskRehearsal.Variant.allCases.map { variant in
                try? ForkedJob { TaskRehearsal(lesson: lesson, variant: variant, text: text).failures(after: run).map(RehearsalFailure.init) }
            } : []
        run.walk(lesson, example: { e in
            var outputs: [[String]] = []
            for r in e.runs {
                let got = run.run(r.input).lines
                outputs.append(got)
                if !Self.matches(got, r.output) {
                    failures.append(.init(path: lesson.path, line: r.line, message:
                        text("check.expectedGot", show(r.output), show(got)), kind: .exampleOutput))
                }
            }
            actual[e.line] = outputs
        }, task: { t in
            if run.holds(t) { fail(t.line, text("check.alreadyHolds", t.title)) }
            if t.wrongAnswers.count < 2 { fail(t.line, text.counted("check.fewWrong", t.wrongAnswers.count, t.title)) }
            for w in t.wrongAnswers {
                if let problem = run.rejects(w.inputs, for: t) { fail(w.line, problem) }
            }
            let r = run.run(t.solution.joined(separator: "\n"))
            if !r.ok { fail(t.solutionLine, text("check.solutionFails", r.lines.joined(separator: " / "))) }
            for (line, found) in run.unmet(t) { fail(line, found) }
        }, stepDone: { step in
            for e in run.session.goalWindow?.trapped ?? [] {
                fail(step.line, text("check.goalTraps", e))
            }
        })
        for (k, variant) in TaskRehearsal.Variant.allCases.enumerated() where rehearses {
            let rehearsal = TaskRehearsal(lesson: lesson, variant: variant, text: text)
            let found = k < detours.count ? (try? detours[k]?.result())??.map { ($0.line, $0.message) } : nil
            for (line, message) in found ?? rehearsal.failures() { fail(line, message) }
        }
        return failures
    }

    /// A failure a detour found in a copy of the session, sent back from it.
    private struct RehearsalFailure: Codable {
        let line: Int
        let message: String

        init(_ failure: (line: Int, message: String)) {
            line = failure.line
            message = failure.message
        }
    }

    /// One line for an error met while checking a goal, in `text`'s language (Swift's
    /// own words stay Swift's).
    static func describe(_ error: Error, _ text: Catalogue) -> String {
        switch error {
        case let e as CommandError: return e.message(text)
        case let e as CompileError: return text("check.inGoal", e.message, e.location.column)
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

    private func show(_ lines: [String]) -> String {
        lines.isEmpty ? text("check.noOutput") : "\"" + lines.joined(separator: "\\n") + "\""
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
