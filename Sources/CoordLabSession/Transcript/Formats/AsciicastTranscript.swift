import Foundation

/// A transcript as an asciicast v2 recording (https://docs.asciinema.org/manual/asciicast/v2/):
/// a JSON header line, then one `[time, code, data]` event per line.
///
/// For each input: the prompt (`"o"` at the input's time), the typed input (`"i"`), the
/// input echoed as the terminal showed it (`"o"`, since players show only output events),
/// a marker `"input N"` (`"m"`), and its output (`"o"` at time + duration). Newlines are
/// `\r\n` as a terminal receives them; times never go backwards.
struct AsciicastTranscript: TranscriptFormat {
    static let extensions = ["cast"]

    /// The format; it has no options.
    init() {}

    /// The recording.
    func render(_ transcript: Transcript) throws -> String {
        var lines = [header(transcript)]
        var clock = 0.0
        for (k, entry) in transcript.entries.enumerated() {
            clock = max(clock, entry.time.isFinite ? entry.time : 0)
            let typed = TranscriptText.inputLines(entry.input)
            lines.append(event(clock, "o", REPL.prompt))
            lines.append(event(clock, "i", typed.joined(separator: "\r\n") + "\r\n"))
            lines.append(event(clock, "o", typed.joined(separator: "\r\n" + REPL.continuationPrompt) + "\r\n"))
            lines.append(event(clock, "m", "input \(k + 1)"))
            clock += max(0, entry.duration.isFinite ? entry.duration : 0)
            lines.append(event(clock, "o", Self.terminalNewlines(entry.output)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The header: version, terminal size, start time (when it can be read), environment, title.
    func header(_ transcript: Transcript) -> String {
        var fields = [
            "\"version\": 2",
            "\"width\": \(transcript.width)",
            "\"height\": \(transcript.height)",
        ]
        if let start = TranscriptText.date(transcript.started) {
            fields.append("\"timestamp\": \(Int64(start.timeIntervalSince1970))")
        }
        fields.append("\"env\": {\"TERM\": \"xterm-256color\", \"SHELL\": \"/bin/sh\"}")
        fields.append("\"title\": \"coordlab session\"")
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// One event line.
    func event(_ time: Double, _ code: String, _ data: String) -> String {
        "[\(TranscriptText.seconds(time)), \"\(code)\", \(TranscriptText.jsonString(data))]"
    }

    /// `text` with every `\n` (not already after `\r`) as `\r\n`.
    static func terminalNewlines(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\n", with: "\r\n")
    }
}
