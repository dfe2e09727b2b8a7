import Foundation

/// coordlab's own lines in a lesson example's expected output, said in another language.
///
/// An example's output is written once, in the English lesson, and `coordlab check` holds
/// it to what an English session prints; a learner in Korean sees coordlab's lines in
/// Korean when typing it, so the lesson shows them the same way. Only coordlab's own
/// verdicts and messages are changed, never what the program printed.
extension Catalogue {
    /// The keys whose English text may appear in an example's output, inner messages
    /// before the ones that wrap them (`error: …`).
    static let outputKeys = [
        "summary.leaked", "summary.abandoned", "summary.more", "leaks.heldByLeaked", "leaks.none", "abandoned.none",
        "graph.screensGone", "graph.leftScreen", "graph.seenAbove", "graph.leakedHeading", "graph.abandonedHeading",
        "graph.heldByLeaked", "graph.heldByLeakedObject", "gesture.cancelled.screen", "gesture.cancelled.sheet",
        "gesture.noBack", "gesture.noSwipeBack", "gesture.noSheet", "gesture.noTabBar", "gesture.noScreen",
        "gesture.noList",
        "session.rolledBack", "pending.keepsNone", "pending.keeps", "pending.noRunLoop", "pending.nothing", "pending.now",
        "pending.queued.due", "pending.queued.later", "pending.timer.block.once", "pending.timer.block.repeating",
        "pending.timer.action.once", "pending.timer.action.repeating", "pending.observer.any", "pending.observer",
        "pending.selectorObserver.any", "pending.selectorObserver", "pending.task.ready", "pending.task.sleeping",
        "pending.task.cancelled", "pending.task.waiting.continuation", "pending.task.waiting.task", "pending.task.waiting.stream",
        "pending.task.waiting.group", "wait.notDuration", "wait.usage", "error",
    ] + stackKeys

    /// The words of the prelude's `:stack` drawing (`__coordlabScreenLines`), which is English.
    static let stackKeys = ["stack.noKeyWindow", "stack.noRoot", "stack.top", "stack.selected"]

    /// Their patterns.
    static let stackPatterns = patterns(stackKeys)

    /// `line`, an English session's output, with coordlab's own words in this language.
    func translatingOutput(_ line: String) -> String { translating(line, with: Self.outputPatterns) }

    /// `line`, said in English with the keys of `patterns`, said in this language.
    func translating(_ line: String, with patterns: [TranslationPattern]) -> String {
        guard language != .english else { return line }
        return patterns.reduce(line) { text, entry in
            let range = NSRange(text.startIndex..., in: text)
            guard let match = entry.pattern.firstMatch(in: text, range: range), let whole = Range(match.range, in: text) else { return text }
            let values = (1..<match.numberOfRanges).map { k in Range(match.range(at: k), in: text).map { String(text[$0]) } ?? "" }
            var said = Self.tables[language]?[entry.key] ?? ""
            for (k, index) in entry.order.enumerated() where k < values.count {
                said = said.replacingOccurrences(of: "{\(index)}", with: values[k])
            }
            return text.replacingCharacters(in: whole, with: said)
        }
    }

    /// A key's English text as a pattern (placeholders captured), and which placeholder
    /// each capture fills.
    typealias TranslationPattern = (key: String, pattern: NSRegularExpression, order: [Int])

    /// The patterns of the output keys.
    private static let outputPatterns = patterns(outputKeys)

    /// Each of `keys`' English text as a pattern, in the order given (inner messages first).
    static func patterns(_ keys: [String]) -> [TranslationPattern] {
        keys.compactMap { key in
            guard let english = tables[.english]?[key] else { return nil }
            var pattern = "", order: [Int] = []
            var rest = Substring(english)
            while let open = rest.range(of: "{") {
                pattern += NSRegularExpression.escapedPattern(for: String(rest[..<open.lowerBound]))
                let digits = rest[open.upperBound...].prefix { $0.isNumber }
                guard let n = Int(digits), rest[open.upperBound...].dropFirst(digits.count).first == "}" else {
                    pattern += "\\{"
                    rest = rest[open.upperBound...]
                    continue
                }
                order.append(n)
                rest = rest[open.upperBound...].dropFirst(digits.count + 1)
                // A value at the end stops before a clause that follows it (`; keeps …`), which
                // another key says, so a language may put the value elsewhere than last.
                pattern += rest.isEmpty ? "(.*?)(?=; |$)" : "(.*?)"
            }
            pattern += NSRegularExpression.escapedPattern(for: String(rest))
            return (try? NSRegularExpression(pattern: pattern)).map { (key, $0, order) }
        }
    }
}
