import Foundation

/// Writing a session's transcript to a file in the format its name asks for.
public enum TranscriptExport {
    /// Inputs that cannot be replayed by `coordlab check` (they touch files or leave the
    /// session), left out of Markdown exports.
    static let notReplayable = [":export", ":save", ":load", ":lesson", ":restart", ":quit"]

    /// The file name used when none is given: `coordlab-session-YYYYMMDD-HHMMSS.md`.
    static func defaultFileName(at date: Date = Date()) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.dateFormat = "yyyyMMdd-HHmmss"
        return "coordlab-session-\(f.string(from: date)).md"
    }

    /// Renders `transcript` for `path` (or the named format) and writes it atomically.
    public static func write(_ transcript: Transcript, to path: String, format name: String?, overwrite: Bool) throws {
        guard let format = name.map({ TranscriptFormats.format(named: $0) }) ?? TranscriptFormats.format(forFile: path) else {
            throw CommandError("\(path): choose the format by extension (.md, .txt, .cast, .json, .swift, .html) or with --format")
        }
        var t = transcript
        if format is MarkdownTranscript {
            t.entries.removeAll { e in notReplayable.contains { e.input.trimmingCharacters(in: .whitespaces).hasPrefix($0) } }
        }
        try AtomicFile.write(try format.render(t), to: path, overwrite: overwrite)
    }
}
