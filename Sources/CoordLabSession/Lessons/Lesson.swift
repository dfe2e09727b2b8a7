/// A lesson file: front matter, setup code, and steps of prose, examples and tasks.
public struct Lesson: Equatable {
    /// Short name used by `:lesson NAME` and the progress file.
    var id: String
    /// Title shown in lists.
    var title: String
    /// Position in the list of lessons.
    var order: Int
    /// The seed write-up the lesson credits (file name), if any.
    var seed: String?
    /// How the learner is told whose write-up the lesson follows (title, author, link as
    /// the write-up gives them), if any.
    var credit: String? = nil
    /// One-line summary.
    var summary: String
    /// Swift (and commands) run silently when the lesson starts.
    var setup: String
    /// Line of the setup block, for messages.
    var setupLine: Int
    /// The steps, in order.
    var steps: [Step]
    /// The file it came from.
    var path: String

    /// A section of the lesson (a `##` heading and what follows).
    struct Step: Equatable {
        var title: String
        var line: Int
        var items: [Item]
    }

    /// Something in a step.
    enum Item: Equatable {
        /// Markdown prose.
        case prose(String)
        /// `> input` lines and the output they give.
        case example(Example)
        /// A task with a goal checked on the graph.
        case task(Task)
    }

    /// An example block.
    struct Example: Equatable {
        /// Each input (possibly several lines) and its expected output lines.
        var runs: [(input: String, output: [String], line: Int)]
        /// Line of the opening fence.
        var line: Int
        /// Line of the closing fence (for `--update`).
        var endLine: Int
        /// Whether the learner may skip it (```` ```coordlab optional ````): no later task
        /// depends on what it leaves. `coordlab check` proves it by solving every task
        /// without the optional examples.
        var isOptional = false

        static func == (a: Example, b: Example) -> Bool {
            a.line == b.line && a.endLine == b.endLine && a.isOptional == b.isOptional && a.runs.count == b.runs.count
                && zip(a.runs, b.runs).allSatisfy { $0.input == $1.input && $0.output == $1.output && $0.line == $1.line }
        }
    }

    /// A task: prose, a goal of `:expect` predicates, hints and a solution.
    struct Task: Equatable {
        var title: String
        var line: Int
        var prose: String
        /// Predicates (`alive X`, `count T == 1`, …), each with its line.
        var goal: [(predicate: String, line: Int)]
        var hints: [String]
        /// Inputs that solve it.
        var solution: [String]
        var solutionLine: Int
        /// Plausible wrong answers (```` ```wrong ```` blocks), each with its line: each must
        /// run without an error and leave the goal unmet.
        var wrongAnswers: [(inputs: [String], line: Int)] = []

        static func == (a: Task, b: Task) -> Bool {
            a.title == b.title && a.line == b.line && a.prose == b.prose && a.hints == b.hints
                && a.solution == b.solution && a.goal.map(\.predicate) == b.goal.map(\.predicate)
                && a.wrongAnswers.map(\.inputs) == b.wrongAnswers.map(\.inputs)
        }
    }

    /// Every task, in order.
    var tasks: [Task] {
        steps.flatMap { $0.items.compactMap { if case .task(let t) = $0 { return t } else { return nil } } }
    }
}

/// A mistake in a lesson file, with its line: a catalogue key (`lessonFile.…`,
/// `translation.…`) and the values of its placeholders, said in any language.
struct LessonError: Error, Equatable, CustomStringConvertible {
    let path: String
    let line: Int
    let key: String
    let values: [String]

    init(path: String, line: Int, _ key: String, values: [String]) {
        self.path = path
        self.line = line
        self.key = key
        self.values = values
    }

    /// The message in English.
    var message: String { message(Catalogue(.english)) }

    /// The message in `text`'s language.
    func message(_ text: Catalogue) -> String {
        guard key == "translation.items" else { return text.filled(key, values) }
        // Its lists of kinds (`example,task`) are said in the language too.
        let kinds = { (list: String) in
            list.isEmpty ? text("translation.nothing") : list.split(separator: ",").map { text("translation." + $0) }.joined(separator: ", ")
        }
        return text.filled(key, [values[0], kinds(values[1]), values[2], values[3], kinds(values[4])])
    }

    /// `path:line: message` in `text`'s language.
    func description(_ text: Catalogue) -> String { text("lessonFile.place", path, line, message(text)) }

    var description: String { description(Catalogue(.english)) }
}
