/// Every transcript format, and how a file name or a `--format` argument picks one.
enum TranscriptFormats {
    /// One instance of each format, in the order `--help` lists them.
    private static let instances: [TranscriptFormat] = [
        MarkdownTranscript(), TextTranscript(), AsciicastTranscript(),
        JSONTranscript(), SwiftTranscript(), HTMLTranscript(),
    ]

    /// Longer names accepted by `--format` besides the extensions.
    private static let aliases = ["asciicast": "cast"]

    /// The format types, in the order `--help` lists them.
    static let all: [TranscriptFormat.Type] = instances.map { type(of: $0) }

    /// Every extension a format is chosen for, for messages (`md, markdown, txt, …`).
    static var extensionList: String {
        all.flatMap { $0.extensions }.joined(separator: ", ")
    }

    /// The format for a file extension (`md`, `.md`, `MD`), or nil if none has it.
    static func format(forExtension ext: String) -> TranscriptFormat? {
        var key = ext.lowercased()
        if key.hasPrefix(".") { key.removeFirst() }
        return instances.first { type(of: $0).extensions.contains(key) }
    }

    /// The format for the name of a file (`session.cast`), by its extension.
    static func format(forFile name: String) -> TranscriptFormat? {
        guard let dot = name.lastIndex(of: "."), !name[dot...].contains("/") else { return nil }
        return format(forExtension: String(name[name.index(after: dot)...]))
    }

    /// The format `--format NAME` asks for: an extension (`md`) or a name (`asciicast`).
    static func format(named name: String) -> TranscriptFormat? {
        let key = name.lowercased()
        return format(forExtension: aliases[key] ?? key)
    }
}
