/// How coordlab may style what it writes to its output: the one rule for colour, Unicode
/// and width, used by the prompt, graphs and lesson prose alike.
public struct TerminalStyle: Equatable, Sendable {
    /// Whether ANSI colours and styles may be used.
    public var colour: Bool
    /// Whether box drawing and arrows may be used (else ASCII).
    public var unicode: Bool
    /// The columns to fit text in.
    public var width: Int

    /// A style as given.
    public init(colour: Bool, unicode: Bool, width: Int) {
        self.colour = colour
        self.unicode = unicode
        self.width = width
    }

    /// The style for an output, from the environment:
    /// - colour only on a terminal, with `NO_COLOR` unset or empty (no-color.org) and a
    ///   `TERM` that is set and not `dumb`;
    /// - Unicode unless `TERM=dumb` or the locale (the first non-empty of `LC_ALL`,
    ///   `LC_CTYPE`, `LANG`) is not UTF-8;
    /// - `width` when given, else `COLUMNS`, else 100.
    public init(environment: [String: String], isTerminal: Bool, width: Int? = nil) {
        let term = environment["TERM"] ?? ""
        let noColor = environment["NO_COLOR"] ?? ""
        colour = isTerminal && noColor.isEmpty && !term.isEmpty && term != "dumb"
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy
            .compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let normalized = locale.lowercased().replacingOccurrences(of: "-", with: "")
        unicode = normalized.contains("utf8") && term != "dumb"
        self.width = width ?? environment["COLUMNS"].flatMap { Int($0) } ?? 100
    }
}
