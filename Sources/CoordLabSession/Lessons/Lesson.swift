/// A lesson file: front matter, setup code, and steps of prose, examples and tasks.
public struct Lesson: Equatable {
    /// Short name used by `:lesson NAME` and the progress file.
    public var id: String
    /// Title shown in lists.
    public var title: String
    /// Position in the list of lessons.
    public var order: Int
    /// The seed write-up the lesson credits (file name), if any.
    public var seed: String?
    /// One-line summary.
    public var summary: String
    /// Swift (and commands) run silently when the lesson starts.
    public var setup: String
    /// Line of the setup block, for messages.
    public var setupLine: Int
    /// The steps, in order.
    public var steps: [Step]
    /// The file it came from.
    public var path: String

    /// A section of the lesson (a `##` heading and what follows).
    public struct Step: Equatable {
        public var title: String
        public var line: Int
        public var items: [Item]
    }

    /// Something in a step.
    public enum Item: Equatable {
        /// Markdown prose.
        case prose(String)
        /// `> input` lines and the output they give.
        case example(Example)
        /// A task with a goal checked on the graph.
        case task(Task)
    }

    /// An example block.
    public struct Example: Equatable {
        /// Each input (possibly several lines) and its expected output lines.
        public var runs: [(input: String, output: [String], line: Int)]
        /// Line of the opening fence.
        public var line: Int
        /// Line of the closing fence (for `--update`).
        public var endLine: Int

        public static func == (a: Example, b: Example) -> Bool {
            a.line == b.line && a.endLine == b.endLine && a.runs.count == b.runs.count
                && zip(a.runs, b.runs).allSatisfy { $0.input == $1.input && $0.output == $1.output && $0.line == $1.line }
        }
    }

    /// A task: prose, a goal of `:expect` predicates, hints and a solution.
    public struct Task: Equatable {
        public var title: String
        public var line: Int
        public var prose: String
        /// Predicates (`alive X`, `count T == 1`, …), each with its line.
        public var goal: [(predicate: String, line: Int)]
        public var hints: [String]
        /// Inputs that solve it.
        public var solution: [String]
        public var solutionLine: Int

        public static func == (a: Task, b: Task) -> Bool {
            a.title == b.title && a.line == b.line && a.prose == b.prose && a.hints == b.hints
                && a.solution == b.solution && a.goal.map(\.predicate) == b.goal.map(\.predicate)
        }
    }

    /// Every task, in order.
    public var tasks: [Task] {
        steps.flatMap { $0.items.compactMap { if case .task(let t) = $0 { return t } else { return nil } } }
    }
}

/// A mistake in a lesson file, with its line.
public struct LessonError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let message: String
    public var description: String { "\(path):\(line): \(message)" }
}
