import Foundation

/// Reads lesson files (Markdown, see lessons/README.md) into `Lesson` values, and their
/// translations (`lessons/ko/…`, see `Lesson.translated(by:)`).
public struct LessonParser {
    let path: String
    let lines: [String]
    var k = 0
    /// Whether this is a translation: prose, headings, task titles and hints only, with
    /// `<!-- example -->` where the English lesson has an example; its setup, examples,
    /// goals, solutions and wrong answers come from the English lesson and are refused here.
    var isTranslation = false

    /// The line that marks, in a translation, where the English section's next example goes.
    static let exampleMarker = "<!-- example -->"

    /// The blocks only the English lesson holds.
    private static let englishOnly: Set<String> = ["swift setup", "coordlab", "coordlab optional", "goal", "solution", "wrong"]

    /// Parses `text`, read from `path`; throws the first mistake with its line.
    public static func parse(_ text: String, path: String) throws -> Lesson {
        var p = LessonParser(path: path, lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        return try p.lesson()
    }

    /// Parses the translation `text`, read from `path`: a lesson whose examples are empty
    /// places and whose tasks have no goal or solution.
    static func parseTranslation(_ text: String, path: String) throws -> Lesson {
        var p = LessonParser(path: path, lines: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
        p.isTranslation = true
        return try p.lesson()
    }

    /// Whether line `k` is a translation's example marker.
    private func isExampleMarker(_ k: Int) -> Bool {
        isTranslation && lines[k].trimmingCharacters(in: .whitespaces) == Self.exampleMarker
    }

    /// Refuses, in a translation, a block only the English lesson holds.
    private func refuseInTranslation(_ info: String) throws {
        guard isTranslation, Self.englishOnly.contains(info) else { return }
        throw info.hasPrefix("coordlab") ? fail(k + 1, "lessonFile.proseOnlyExample", info, Self.exampleMarker)
            : fail(k + 1, "lessonFile.proseOnly", info)
    }

    /// The mistake of catalogue key `key` (`lessonFile.…`) at `line`.
    func fail(_ line: Int, _ key: String, _ values: CustomStringConvertible...) -> LessonError {
        LessonError(path: path, line: line, key, values: values.map(\.description))
    }

    private mutating func lesson() throws -> Lesson {
        let meta = try frontMatter()
        for key in ["id", "title"] + (isTranslation ? [] : ["order"]) where meta[key] == nil {
            throw fail(1, "lessonFile.needsKey", key)
        }
        guard let order = Int(meta["order"]?.value ?? "0") else { throw fail(meta["order"]!.line, "lessonFile.order") }
        var lesson = Lesson(id: meta["id"]!.value, title: meta["title"]!.value, order: order, seed: meta["seed"]?.value,
                            summary: meta["summary"]?.value ?? "", setup: "", setupLine: 0, steps: [], path: path)
        lesson.credit = meta["credit"]?.value
        var step = Lesson.Step(title: lesson.title, line: k + 1, items: [])
        var prose: [String] = []
        func flushProse() {
            let text = prose.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty { step.items.append(.prose(text)) }
            prose = []
        }
        while k < lines.count {
            let line = lines[k]
            if line.hasPrefix("## ") {
                flushProse()
                if !step.items.isEmpty || !lesson.steps.isEmpty { lesson.steps.append(step) }
                step = Lesson.Step(title: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces), line: k + 1, items: [])
                k += 1
            } else if isExampleMarker(k) {
                flushProse()
                step.items.append(.example(Lesson.Example(runs: [], line: k + 1, endLine: k + 1)))
                k += 1
            } else if line.hasPrefix("### Task:") {
                flushProse()
                step.items.append(.task(try task(String(line.dropFirst(9)).trimmingCharacters(in: .whitespaces))))
            } else if let info = fenceInfo(line) {
                try refuseInTranslation(info)
                switch info {
                case "swift setup":
                    if !lesson.setup.isEmpty { throw fail(k + 1, "lessonFile.secondSetup") }
                    lesson.setupLine = k + 1
                    lesson.setup = try fenced().joined(separator: "\n")
                case "coordlab", "coordlab optional":
                    flushProse()
                    var e = try example()
                    e.isOptional = info == "coordlab optional"
                    step.items.append(.example(e))
                case "goal", "solution", "wrong":
                    throw fail(k + 1, "lessonFile.outsideTask", info)
                default:
                    let start = k
                    _ = try fenced()
                    prose += lines[start..<k]
                }
            } else {
                prose.append(line)
                k += 1
            }
        }
        flushProse()
        lesson.steps.append(step)
        return lesson
    }

    /// An example block: `> input` lines, each followed by its output.
    private mutating func example() throws -> Lesson.Example {
        let open = k
        let body = try fenced()
        var runs: [(String, [String], Int)] = []
        for (j, line) in body.enumerated() {
            if let text = Self.continuedInput(line) {
                guard let last = runs.last, last.1.isEmpty else { throw fail(open + 2 + j, "lessonFile.continuationStart") }
                runs[runs.count - 1].0 = last.0 + "\n" + text
            } else if line.hasPrefix("> ") || line == ">" {
                let text = line == ">" ? "" : String(line.dropFirst(2))
                if let last = runs.last, last.1.isEmpty, Session.isIncomplete(last.0) {
                    runs[runs.count - 1].0 += "\n" + text
                } else {
                    runs.append((text, [], open + 2 + j))
                }
            } else {
                guard !runs.isEmpty else { throw fail(open + 2 + j, "lessonFile.exampleStart") }
                runs[runs.count - 1].1.append(line)
            }
        }
        return Lesson.Example(runs: runs.map { (input: $0.0, output: $0.1, line: $0.2) }, line: open + 1, endLine: k)
    }

    /// The marker of a line that continues the input above even when that input is
    /// complete already (two statements typed as one input): `...> `.
    static let continuationMarker = "...> "

    /// The text of a `...> ` line, or nil for any other line.
    static func continuedInput(_ line: String) -> String? {
        if line == "...>" { return "" }
        return line.hasPrefix(continuationMarker) ? String(line.dropFirst(continuationMarker.count)) : nil
    }

    /// A task: prose, one goal block, hints (`- Hint: …`) and one solution block.
    private mutating func task(_ title: String) throws -> Lesson.Task {
        let start = k + 1
        k += 1
        var t = Lesson.Task(title: title, line: start, prose: "", goal: [], hints: [], solution: [], solutionLine: 0)
        var prose: [String] = []
        while k < lines.count, !lines[k].hasPrefix("## "), !lines[k].hasPrefix("### "), !isExampleMarker(k),
              fenceInfo(lines[k])?.hasPrefix("coordlab") != true {
            let line = lines[k]
            if let info = fenceInfo(line) { try refuseInTranslation(info) }
            if line.hasPrefix("- Hint:") {
                t.hints.append(hint())
            } else if fenceInfo(line) == "goal" {
                let open = k
                t.goal = try fenced().enumerated().compactMap { j, text in
                    let p = text.trimmingCharacters(in: .whitespaces)
                    if p.isEmpty { return nil }
                    return (p.hasPrefix(":expect ") ? String(p.dropFirst(8)) : p, open + 2 + j)
                }
            } else if fenceInfo(line) == "solution" {
                if t.solutionLine > 0 { throw fail(k + 1, "lessonFile.secondSolution", title) }
                t.solutionLine = k + 1
                t.solution = try fenced().map { $0.hasPrefix("> ") ? String($0.dropFirst(2)) : $0 }
            } else if fenceInfo(line) == "wrong" {
                let open = k + 1
                let inputs = try fenced().map { $0.hasPrefix("> ") ? String($0.dropFirst(2)) : $0 }
                if inputs.allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                    throw fail(open, "lessonFile.emptyWrong")
                }
                t.wrongAnswers.append((inputs, open))
            } else {
                prose.append(line)
                k += 1
            }
        }
        if t.goal.isEmpty, !isTranslation { throw fail(start, "lessonFile.noGoal", title) }
        if t.solution.isEmpty, !isTranslation { throw fail(start, "lessonFile.noSolution", title) }
        t.prose = prose.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return t
    }
}
