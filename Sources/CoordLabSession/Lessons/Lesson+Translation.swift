/// A lesson's prose in another language (`lessons/ko/NAME.md`), put on the English
/// lesson's structure: the same sections in the same order, each with the English
/// section's examples (marked `<!-- example -->`) and tasks (`### Task:` with prose and
/// hints) in the same order. Setup, examples, goals, solutions and wrong answers are
/// written once, in the English lesson, so a translation cannot drift from them; a code
/// block in its prose must be one of the English section's, character for character.
extension Lesson {
    /// This lesson told in `translation`'s words (parsed by `LessonParser.parseTranslation`):
    /// titles, summary, credit, prose, task titles, task prose and hints replaced;
    /// everything else, lines and path included, kept. Throws, with the translation's
    /// line, where the two differ in structure or the translation holds code of its own.
    func translated(by translation: Lesson) throws -> Lesson {
        func fail(_ line: Int, _ key: String, _ values: CustomStringConvertible...) -> LessonError {
            LessonError(path: translation.path, line: line, key, values: values.map(\.description))
        }
        guard translation.id == id else {
            throw fail(1, "translation.id", translation.id, id)
        }
        guard translation.steps.count == steps.count else {
            throw fail(translation.steps.last?.line ?? 1, "translation.sections", translation.steps.count, steps.count)
        }
        var merged = self
        merged.title = translation.title
        merged.summary = translation.summary.isEmpty ? summary : translation.summary
        merged.credit = translation.credit ?? credit
        for (k, (mine, english)) in zip(translation.steps, steps).enumerated() {
            let wanted = english.items.compactMap(\.kind), found = mine.items.compactMap(\.kind)
            guard wanted == found else {
                throw fail(mine.line, "translation.items", mine.title, found.joined(separator: ","), english.title, english.line,
                           wanted.joined(separator: ","))
            }
            for block in Self.codeBlocks(mine) where !Set(Self.codeBlocks(english)).contains(block) {
                throw fail(mine.line, "translation.code", mine.title, english.title, block)
            }
            var theirs = english.items.filter { $0.kind != nil }[...]
            merged.steps[k].items = try mine.items.map { item in
                guard case .task(let words) = item else { return item.kind == nil ? item : theirs.removeFirst() }
                guard case .task(var task) = theirs.removeFirst() else { return item }
                guard words.hints.count == task.hints.count else {
                    throw fail(words.line, "translation.hints", words.title, words.hints.count, task.title, task.hints.count)
                }
                task.title = words.title
                task.prose = words.prose
                task.hints = words.hints
                return .task(task)
            }
            merged.steps[k].title = english.title == title ? translation.title : mine.title
        }
        return merged
    }

    /// The fenced code blocks (info line included) of a section's prose, task prose and hints.
    static func codeBlocks(_ step: Step) -> [String] {
        let text = step.items.map { item -> String in
            switch item {
            case .prose(let p): return p
            case .task(let t): return t.prose + "\n" + t.hints.joined(separator: "\n")
            case .example: return ""
            }
        }.joined(separator: "\n")
        var blocks: [String] = [], current: [String]? = nil
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current == nil, line.hasPrefix("```") {
                current = [line]
            } else if current != nil {
                current!.append(line)
                if line == "```" { blocks.append(current!.joined(separator: "\n")); current = nil }
            }
        }
        return blocks
    }
}

extension Lesson.Item {
    /// `example` or `task`; nil for prose, which a translation may divide as it likes.
    var kind: String? {
        switch self {
        case .prose: return nil
        case .example: return "example"
        case .task: return "task"
        }
    }
}
