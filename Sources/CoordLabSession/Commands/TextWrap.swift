/// Wraps plain command output to a terminal width at spaces, so that no line is broken
/// inside a word by the terminal: `:help` details, `:why` paths.
enum TextWrap {
    /// `text` with every line longer than `width` broken at spaces; continuation lines take
    /// the line's own indent plus `hanging`. A word longer than the width stays whole.
    static func wrap(_ text: String, width: Int, hanging: String = "  ") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.count > width else { return String(line) }
            let indent = String(line.prefix { $0 == " " })
            var lines: [String] = []
            var current = ""
            for word in line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false) {
                let lead = lines.isEmpty ? indent : indent + hanging
                if !current.isEmpty, !word.isEmpty, lead.count + current.count + 1 + word.count > width {
                    lines.append(lead + current)
                    current = String(word)
                } else {
                    current += current.isEmpty ? String(word) : " " + word
                }
            }
            lines.append((lines.isEmpty ? indent : indent + hanging) + current)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
