/// A transcript as plain text, as it appeared in the terminal: each input after the
/// `coordlab> ` prompt (further lines after `     ...> `), then its output; no escape
/// sequences.
struct TextTranscript: TranscriptFormat {
    static let extensions = ["txt", "text"]

    /// The format; it has no options.
    init() {}

    /// The text.
    func render(_ transcript: Transcript) throws -> String {
        var out = ""
        for entry in transcript.entries {
            out += TranscriptText.promptedLines(entry.input).map { $0.prompt + $0.text }.joined(separator: "\n") + "\n"
            // Every output line ends with a newline, so the next prompt starts a line of its
            // own even after `print(x, terminator: "")`.
            for line in TranscriptText.outputLines(TranscriptText.strippingEscapes(entry.output)) {
                out += line + "\n"
            }
        }
        return out
    }
}
