import CoordLabLanguage

/// The line or two shown after each input: what was created, what was deinitialized (in
/// order), and what newly leaked or was abandoned.
struct LifetimeSummary {
    /// Objects created by the input.
    var created: [String] = []
    /// Objects deinitialized by the input, in order.
    var deinitialized: [String] = []
    /// Objects that leaked with this input.
    var newlyLeaked: [String] = []
    /// Objects abandoned with this input.
    var newlyAbandoned: [String] = []
    /// The words it is written in.
    let words: Catalogue

    /// Reads an input's lifetime events, leaving out UIKit's helper objects.
    init(events: [LifetimeEvent], text: Catalogue = Catalogue(.english), isShown: (ClassType) -> Bool) {
        words = text
        for e in events {
            switch e {
            case .created(let o) where isShown(o.type): created.append(o.displayName)
            case .deinitialized(let o) where isShown(o.type): deinitialized.append(o.displayName)
            default: break
            }
        }
    }

    /// The summary text, or "" when nothing happened.
    var text: String {
        var lines: [String] = []
        if !created.isEmpty { lines.append("  + " + list(created)) }
        if !deinitialized.isEmpty { lines.append("  - " + words("summary.deinit") + " " + list(deinitialized)) }
        if !newlyLeaked.isEmpty { lines.append("  " + words("summary.leaked", list(newlyLeaked))) }
        if !newlyAbandoned.isEmpty { lines.append("  " + words("summary.abandoned", list(newlyAbandoned))) }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// Up to eight names, then a count.
    private func list(_ names: [String]) -> String {
        names.count <= 8 ? names.joined(separator: ", ")
            : words("summary.more", names.prefix(8).joined(separator: ", "), names.count - 8)
    }
}
