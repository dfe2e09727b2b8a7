import Foundation

/// A transcript as a lesson file (lessons/README.md): front matter, one line of prose and
/// one ```` ```coordlab ```` example holding every input and its output, so that
/// `coordlab check FILE` replays and verifies it and `:lesson FILE` opens it.
///
/// Known limits of the lesson format, left as they are because they are rare:
/// - An output line that starts with `> ` (or is `>`) is read back as an input, and an
///   output line that is exactly ```` ``` ```` closes the block early; the lesson format has
///   no escape for either. (A `...` line is harmless: it matches any lines.)
/// - The parser joins `> ` lines into one input only while the input so far is unfinished,
///   which is how the REPL gathers them; an input whose first lines are complete on their
///   own (two statements pasted as one input) is read back as several inputs.
struct MarkdownTranscript: TranscriptFormat {
    static let extensions = ["md", "markdown"]

    /// The format; it has no options.
    init() {}

    /// The lesson text.
    func render(_ transcript: Transcript) throws -> String {
        let start = TranscriptText.date(transcript.started)
        let id = start.map { "session-" + TranscriptText.utc($0, "yyyyMMdd-HHmmss") } ?? "session"
        let count = transcript.entries.count
        var lines = [
            "---",
            "id: \(id)",
            "title: coordlab session, \(TranscriptText.readableStart(transcript))",
            "order: 999",
            "summary: \(count) input\(count == 1 ? "" : "s") exported from coordlab \(transcript.coordlab)",
            "---",
            "",
            "A coordlab session, exported as a lesson: `coordlab check` replays every input and compares its output.",
            "",
            "```coordlab",
        ]
        // A checker session starts with the summary on; `:quiet` turns it off as it was.
        // That extra input shifts the numbers of `<input N>` in diagnostics by one.
        let shift = transcript.showsSummary ? 0 : 1
        if shift == 1 { lines += ["> :quiet", "Summary off."] }
        for entry in transcript.entries {
            lines += Self.exampleLines(entry.input)
            lines += TranscriptText.outputLines(entry.output).map { Self.renumbered($0, by: shift) }
        }
        lines += ["```", ""]
        return lines.joined(separator: "\n")
    }

    /// The `> ` lines of one input. A line that continues an input which is complete
    /// without it starts with `...> `, so the lesson parser keeps the input whole.
    static func exampleLines(_ input: String) -> [String] {
        var typed = ""
        return TranscriptText.inputLines(input).enumerated().map { k, line in
            defer { typed += (k == 0 ? "" : "\n") + line }
            return (k > 0 && !Session.isIncomplete(typed) ? LessonParser.continuationMarker : "> ") + line
        }
    }

    /// `line` with a leading `<input N>` location (a diagnostic or a trap) renumbered by
    /// `shift`, as the replay numbers its inputs.
    static func renumbered(_ line: String, by shift: Int) -> String {
        guard shift != 0, line.hasPrefix("<input "),
              let close = line.firstIndex(of: ">"),
              let n = Int(line[line.index(line.startIndex, offsetBy: 7)..<close]) else { return line }
        return "<input \(n + shift)" + line[close...]
    }
}
