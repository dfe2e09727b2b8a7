import Foundation

/// coordlab's own words in one language: one table of keyed strings per language
/// (Catalogue+English, Catalogue+Korean, CommandHelp+…), so that no message is a
/// scattered literal and a test can prove both languages have the same keys.
///
/// A string may hold placeholders `{0}`, `{1}`, … that the caller fills in, in the order
/// the language needs them.
public struct Catalogue: Sendable {
    /// The language looked up.
    public let language: InterfaceLanguage

    public init(_ language: InterfaceLanguage) { self.language = language }

    /// Every table, by language: each language's parts (messages, help, the run loop,
    /// exploring, lesson files and their check, the command line, running files) as one table.
    static let tables: [InterfaceLanguage: [String: String]] = [
        .english: merged(parts[.english] ?? []),
        .korean: merged(parts[.korean] ?? []),
    ]

    /// The parts of each language's table, in the same order for every language.
    static let parts: [InterfaceLanguage: [[String: String]]] = [
        .english: [english, englishHelp, englishRunLoop, englishExplore, englishLessonFiles, englishCommandLine, englishRunning],
        .korean: [korean, koreanHelp, koreanRunLoop, koreanExplore, koreanLessonFiles, koreanCommandLine, koreanRunning],
    ]

    /// `parts` as one table (a key in two parts keeps the first; a test forbids it).
    private static func merged(_ parts: [[String: String]]) -> [String: String] {
        parts.reduce(into: [:]) { table, part in table.merge(part) { a, _ in a } }
    }

    /// The string of `key` with its placeholders filled by `values`; English when the
    /// language lacks the key (a test forbids that), the key itself when both do.
    public func callAsFunction(_ key: String, _ values: CustomStringConvertible...) -> String {
        fill(Self.tables[language]?[key] ?? Self.tables[.english]?[key] ?? key, values.map(\.description))
    }

    /// The string of `key` with its placeholders filled by `values`, given as an array.
    func filled(_ key: String, _ values: [String]) -> String {
        fill(Self.tables[language]?[key] ?? Self.tables[.english]?[key] ?? key, values)
    }

    /// `key + ".one"` when `n` is 1, else `key` (English needs the two forms; Korean has
    /// the same string in both).
    public func counted(_ key: String, _ n: Int, _ values: CustomStringConvertible...) -> String {
        let chosen = n == 1 ? key + ".one" : key
        return fill(Self.tables[language]?[chosen] ?? Self.tables[.english]?[chosen] ?? chosen, [String(n)] + values.map(\.description))
    }

    /// An error of coordlab's own (a lesson file's mistake, a command's message) said in
    /// this language; any other error as it describes itself.
    public func describe(_ error: Error) -> String {
        switch error {
        case let e as LessonError: return e.description(self)
        case let e as CommandError: return e.message(self)
        case let e as JournalError: return self("state.journalDamaged", e.path, e.line)
        default: return "\(error)"
        }
    }

    /// Whether the catalogue has `key` in this language.
    func has(_ key: String) -> Bool { Self.tables[language]?[key] != nil }

    /// `template` with `{k}` replaced by `values[k]`.
    private func fill(_ template: String, _ values: [String]) -> String {
        var text = template
        for (k, value) in values.enumerated().reversed() {
            text = text.replacingOccurrences(of: "{\(k)}", with: value)
        }
        return text
    }

    /// The placeholders `template` uses (`{0}`, `{1}`, …), for the test that both
    /// languages fill in the same values.
    static func placeholders(_ template: String) -> Set<Int> {
        var found: Set<Int> = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            rest = rest[rest.index(after: open)...]
            let digits = rest.prefix { $0.isNumber }
            if let n = Int(digits), rest.dropFirst(digits.count).first == "}" { found.insert(n) }
        }
        return found
    }
}
