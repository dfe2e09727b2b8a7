import Foundation

/// A transcript as JSON: the `Transcript` value itself, encoded with sorted keys and
/// indentation, so that it reads back with `JSONDecoder`. `docs/transcript.schema.json`
/// describes it (keep the two in step when `Transcript` changes).
///
/// `swift` is left out of an entry when it is nil (JSONEncoder's way with optionals); the
/// schema allows it to be absent or null.
struct JSONTranscript: TranscriptFormat {
    static let extensions = ["json"]

    /// The format; it has no options.
    init() {}

    /// The JSON text, ending with a newline.
    func render(_ transcript: Transcript) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(transcript), as: UTF8.self) + "\n"
    }

    /// Reads a transcript written by `render`.
    static func decode(_ text: String) throws -> Transcript {
        try JSONDecoder().decode(Transcript.self, from: Data(text.utf8))
    }
}
