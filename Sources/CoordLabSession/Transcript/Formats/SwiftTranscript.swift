import Foundation

/// A transcript as a Swift program: the Swift of every input that succeeded, in order,
/// which `swiftc` compiles as `main.swift` beside the UIKit prelude (`coordlab prelude`)
/// and which prints what the session's code printed (its prints and deinits, not the
/// after-input summaries).
///
/// Gestures become the prelude calls they stand for (the entry's `swift`); commands with
/// no Swift equivalent, and inputs that failed (the session rolled them back), are kept
/// as comments. What swiftc on Linux refuses is translated on the syntax tree
/// (`LinuxSwift`): imports become comments (the prelude stands in for UIKit; `import
/// Foundation` goes at the top when `CGFloat` needs it), attributes such as `@objc` are
/// dropped, and so is `lazy` on top-level variables.
struct SwiftTranscript: TranscriptFormat {
    static let extensions = ["swift"]

    /// How to build and run the program, as the header says.
    static let buildCommand = "coordlab prelude > UIKit.swift && swiftc -Onone -D DEBUG UIKit.swift main.swift -o session && ./session"

    /// The format; it has no options.
    init() {}

    /// The program.
    func render(_ transcript: Transcript) throws -> String {
        var lines = [
            "// A coordlab session (started \(TranscriptText.readableStart(transcript))) as a Swift program. It prints what",
            "// the session's code printed. Save it as main.swift, then:",
            "//",
            "//   " + Self.buildCommand,
            "//",
            "// Commands without a Swift equivalent are comments; failed inputs were rolled back.",
            "",
        ]
        var body: [String] = []
        var needsFoundation = false
        for entry in transcript.entries {
            if !entry.succeeded {
                body.append("// failed, rolled back:")
                body += Self.commented(entry.input)
            } else if let swift = entry.swift {
                let translated = LinuxSwift.translate(swift)
                needsFoundation = needsFoundation || translated.needsFoundation
                body += TranscriptText.inputLines(translated.text)
            } else {
                body += Self.commented(entry.input)
            }
        }
        if needsFoundation { lines += [Self.foundationImport, ""] }
        return (lines + body).joined(separator: "\n") + "\n"
    }

    /// The import added when the program uses `CGFloat`.
    static let foundationImport = "import Foundation  // for CGFloat, which UIKit brings in on iOS"

    /// Every line of `text` as a `//` comment.
    static func commented(_ text: String) -> [String] {
        TranscriptText.inputLines(text).map { $0.isEmpty ? "//" : "// " + $0 }
    }
}
