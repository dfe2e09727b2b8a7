import CoordLabText

/// Wraps plain command output to a terminal width at spaces, so that no line is broken
/// inside a word by the terminal: `:help` details, `:why` paths. Widths are terminal
/// columns (Hangul takes two), so Korean lines wrap where they reach the edge.
enum TextWrap {
    /// `text` with every line longer than `width` broken at spaces; continuation lines take
    /// the line's own indent plus `hanging`, or for a table row (a first column, then two
    /// or more spaces) start under its second column. A word longer than the width stays whole.
    static func wrap(_ text: String, width: Int, hanging: String = "  ") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.displayWidth > width else { return String(line) }
            let indent = String(line.prefix { $0 == " " })
            if let column = secondColumn(of: line), column < width / 2 {
                return wrap(line, width: width, indent: indent, continuation: String(repeating: " ", count: column))
            }
            return wrap(line, width: width, indent: indent, continuation: indent + hanging)
        }.joined(separator: "\n")
    }

    /// The column where the second column of a table row starts (after a run of two or
    /// more spaces that follows the first column), or nil.
    private static func secondColumn(of line: Substring) -> Int? {
        let chars = Array(line)
        var k = chars.firstIndex { $0 != " " } ?? chars.count
        while k + 2 < chars.count {
            if chars[k] == " ", chars[k + 1] == " " {
                var end = k
                while end < chars.count, chars[end] == " " { end += 1 }
                return end < chars.count ? String(chars[..<end]).displayWidth : nil
            }
            k += 1
        }
        return nil
    }

    /// One line broken at spaces: the first piece after `indent`, the others after `continuation`.
    private static func wrap(_ line: Substring, width: Int, indent: String, continuation: String) -> String {
        var lines: [String] = []
        var current = ""
        for word in line.dropFirst(indent.count).split(separator: " ", omittingEmptySubsequences: false) {
            let lead = lines.isEmpty ? indent : continuation
            if !current.isEmpty, !word.isEmpty, lead.displayWidth + current.displayWidth + 1 + word.displayWidth > width {
                lines.append(lead + current)
                current = String(word)
            } else {
                current += current.isEmpty ? String(word) : " " + word
            }
        }
        lines.append((lines.isEmpty ? indent : continuation) + current)
        return lines.joined(separator: "\n")
    }
}
