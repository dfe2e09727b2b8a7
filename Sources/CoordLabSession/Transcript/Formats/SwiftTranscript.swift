import Foundation

/// A transcript as a Swift program: the Swift of every input that succeeded, in order,
/// which `swiftc` compiles as `main.swift` beside the UIKit prelude (`coordlab prelude`)
/// and which prints what the session's code printed (its prints and deinits, not the
/// after-input summaries).
///
/// Gestures become the prelude calls they stand for (the entry's `swift`); commands with
/// no Swift equivalent, and inputs that failed (the session rolled them back), are kept
/// as comments. `import UIKit` is commented out, since the prelude stands in for UIKit.
struct SwiftTranscript: TranscriptFormat {
    static let extensions = ["swift"]

    /// How to build and run the program, as the header says.
    static let buildCommand = "coordlab prelude > UIKit.swift && swiftc -Onone UIKit.swift main.swift -o session && ./session"

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
        for entry in transcript.entries {
            if !entry.succeeded {
                lines.append("// failed, rolled back:")
                lines += Self.commented(entry.input)
            } else if let swift = entry.swift {
                lines += TranscriptText.inputLines(swift).map(Self.withoutUIKitImport)
            } else {
                lines += Self.commented(entry.input)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every line of `text` as a `//` comment.
    static func commented(_ text: String) -> [String] {
        TranscriptText.inputLines(text).map { $0.isEmpty ? "//" : "// " + $0 }
    }

    /// `line`, commented out when it is `import UIKit` (there is no UIKit module on Linux;
    /// UIKit.swift declares the same names in the program's own module).
    static func withoutUIKitImport(_ line: String) -> String {
        line.trimmingCharacters(in: .whitespaces) == "import UIKit" ? "// " + line + "  (UIKit.swift stands in for it)" : line
    }
}
