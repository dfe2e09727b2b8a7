import CoordLabText
/// Renders lesson Markdown for a terminal: headings, emphasis, inline code, lists and code
/// blocks, wrapped to the width, with no raw markup left. Control characters in the text
/// are shown escaped (`^[`), never sent to the terminal: lessons are data.
struct TerminalMarkdown {
    /// Columns to wrap to.
    var width: Int
    /// Whether to use ANSI styles.
    var colour: Bool

    init(width: Int = 80, colour: Bool = false) {
        self.width = max(20, width)
        self.colour = colour
    }

    /// The rendered text.
    func render(_ markdown: String) -> String {
        var out: [String] = []
        var paragraph: [String] = []
        var inCode = false
        var listItem: String?
        func flush() {
            if let item = listItem { out += wrap(inline(item), indent: "  ", first: "• "); listItem = nil }
            if !paragraph.isEmpty { out += wrap(inline(paragraph.joined(separator: " ")), indent: "") }
            paragraph = []
        }
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.escapeControls(String(raw))
            if line.hasPrefix("```") {
                flush()
                inCode.toggle()
                continue
            }
            if inCode { out.append("    " + style(line, "2")); continue }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { flush(); if out.last != "" { out.append("") }; continue }
            if listItem != nil, !line.hasPrefix(" ") { flush() }
            if let level = heading(trimmed) {
                flush()
                let text = inline(String(trimmed.dropFirst(level + 1)))
                out.append(style(level <= 2 ? text.uppercased() : text, "1"))
                continue
            }
            if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
                flush()
                listItem = String(trimmed.dropFirst(2))
                continue
            }
            if var item = listItem, line.hasPrefix(" ") {
                item += " " + trimmed
                listItem = item
                continue
            }
            if trimmed.hasPrefix("|") {
                flush()
                if trimmed.allSatisfy({ "|-: ".contains($0) }) { continue }
                out.append(inline(trimmed.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                    .joined(separator: "  │  ")))
                continue
            }
            paragraph.append(trimmed)
        }
        flush()
        while out.last == "" { out.removeLast() }
        return out.joined(separator: "\n")
    }

    /// The level of a `#` heading, or nil.
    private func heading(_ line: String) -> Int? {
        let hashes = line.prefix { $0 == "#" }.count
        return hashes > 0 && hashes <= 6 && line.dropFirst(hashes).hasPrefix(" ") ? hashes : nil
    }

    /// `**bold**`, `*em*`/`_em_`, `` `code` `` and `[text](url)` without their markup.
    func inline(_ text: String) -> String {
        var out = ""
        var i = text.startIndex
        while i < text.endIndex {
            let rest = text[i...]
            if rest.hasPrefix("**"), let end = rest.dropFirst(2).range(of: "**") {
                out += style(String(rest[rest.index(i, offsetBy: 2)..<end.lowerBound]), "1")
                i = end.upperBound
            } else if rest.hasPrefix("`"), let end = rest.dropFirst().firstIndex(of: "`") {
                out += style(String(rest[rest.index(after: i)..<end]), "36")
                i = text.index(after: end)
            } else if rest.hasPrefix("*") || (rest.hasPrefix("_") && (i == text.startIndex || !text[text.index(before: i)].isLetter && !text[text.index(before: i)].isNumber)),
                      let end = rest.dropFirst().firstIndex(of: rest.first!),
                      end > rest.index(after: i), !rest[rest.index(after: i)].isWhitespace,
                      rest.first == "*" || text.index(after: end) == text.endIndex || !text[text.index(after: end)].isLetter {
                out += style(String(rest[rest.index(after: i)..<end]), "3")
                i = text.index(after: end)
            } else if rest.hasPrefix("["), let close = rest.firstIndex(of: "]"), rest[close...].dropFirst().hasPrefix("("),
                      let paren = rest[close...].firstIndex(of: ")") {
                out += String(rest[rest.index(after: i)..<close])
                i = text.index(after: paren)
            } else {
                out.append(text[i])
                i = text.index(after: i)
            }
        }
        return out
    }

    /// Wraps to the width, counting only the columns visible characters take (Hangul two).
    private func wrap(_ text: String, indent: String, first: String? = nil) -> [String] {
        var lines: [String] = []
        var line = first ?? indent
        var visible = Self.visibleLength(line)
        for word in text.split(separator: " ") {
            let w = Self.visibleLength(String(word))
            if visible + w + 1 > width, visible > indent.displayWidth {
                lines.append(line)
                line = indent
                visible = indent.displayWidth
            }
            if visible > (lines.isEmpty ? Self.visibleLength(first ?? indent) : indent.displayWidth) { line += " "; visible += 1 }
            line += word
            visible += w
        }
        lines.append(line)
        return lines
    }

    private func style(_ text: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// Terminal columns, leaving out ANSI escape sequences.
    static func visibleLength(_ s: String) -> Int {
        var n = 0, inEscape = false
        for ch in s {
            if inEscape { if ch == "m" { inEscape = false }; continue }
            if ch == "\u{1B}" { inEscape = true; continue }
            n += DisplayWidth.of(ch)
        }
        return n
    }

    /// Control characters shown as `^X` (and DEL as `^?`), tabs as spaces; with
    /// `keepingNewlines`, line breaks and tabs pass through (program output).
    static func escapeControls(_ s: String, keepingNewlines: Bool = false) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u.value {
            case 9 where keepingNewlines: out += "\t"
            case 10 where keepingNewlines: out += "\n"
            case 9: out += "    "
            case 0..<32: out += "^" + String(UnicodeScalar(u.value + 64)!)
            case 127: out += "^?"
            case 0x80..<0xA0: out += "\\u{\(String(u.value, radix: 16))}"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
