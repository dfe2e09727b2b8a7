import CoordLabText
import Foundation

/// The text shown when the REPL starts on a terminal.
enum Welcome {
    /// What coordlab is, and how to begin.
    static func text(version: String, lessons: [Lesson] = [], in text: Catalogue = Catalogue(.english)) -> String {
        let list = lessons.isEmpty ? "" : "\n" + text("welcome.lessons") + "\n"
            + lessons.map { "  \($0.order). \($0.id.padded(toWidth: 22)) \($0.title)" }.joined(separator: "\n")
            + "\n" + text("welcome.start", lessons[0].id) + "\n"
        return text("welcome", version) + list
    }
}
