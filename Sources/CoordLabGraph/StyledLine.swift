import CoordLabText

/// How a word of rendered text looks when colour is on.
enum TextStyle: Sendable {
    case plain, dim, name, leaked, abandoned

    /// The SGR parameters (`1;31`), or nil for the terminal's default.
    var sgr: String? {
        switch self {
        case .plain: return nil
        case .dim: return "2"
        case .name: return "1"
        case .leaked: return "1;31"
        case .abandoned: return "1;33"
        }
    }
}

/// One logical line of text made of styled words, wrapped to a width and printed with or
/// without ANSI escapes; the escapes wrap single words, so removing them gives exactly
/// the colourless text.
struct StyledLine {
    /// The words, in order; they are separated by one space when printed.
    private(set) var words: [(text: String, style: TextStyle)] = []

    /// Adds `text` as one word (kept together unless longer than a whole line) or, when
    /// `breakable`, as its space-separated words.
    mutating func add(_ text: String, _ style: TextStyle = .plain, breakable: Bool = false) {
        let parts = breakable ? text.split(separator: " ").map(String.init) : [text]
        words += parts.filter { !$0.isEmpty }.map { ($0, style) }
    }

    /// Appends `suffix` to the last word, with no space before it.
    mutating func append(_ suffix: String) {
        if words.isEmpty { words.append((suffix, .plain)) } else { words[words.count - 1].text += suffix }
    }

    /// The printed lines: words fill each line up to `width` terminal columns (Hangul and
    /// other wide characters take two), the first after `prefix`, the others after
    /// `continuation`; a word longer than a line is split.
    func wrapped(width: Int, prefix: String, continuation: String, colour: Bool) -> [String] {
        let room = max(width - continuation.displayWidth, 8)
        var rows: [[(text: String, style: TextStyle)]] = [[]]
        var used = prefix.displayWidth
        for word in words {
            var rest = Substring(word.text)
            while !rest.isEmpty {
                var piece = rest.prefix(columns: room)
                if piece.isEmpty { piece = String(rest.prefix(1)) }
                rest = rest.dropFirst(piece.count)
                if !rows[rows.count - 1].isEmpty, used + 1 + piece.displayWidth > width {
                    rows.append([])
                    used = continuation.displayWidth
                }
                used += (rows[rows.count - 1].isEmpty ? 0 : 1) + piece.displayWidth
                rows[rows.count - 1].append((piece, word.style))
            }
        }
        return rows.enumerated().map { position, row in
            (position == 0 ? prefix : continuation)
                + row.map { Self.paint($0.text, $0.style, colour: colour) }.joined(separator: " ")
        }
    }

    /// `text` between the escapes for `style` when `colour` is on.
    static func paint(_ text: String, _ style: TextStyle, colour: Bool) -> String {
        guard colour, let sgr = style.sgr else { return text }
        return "\u{1B}[\(sgr)m\(text)\u{1B}[0m"
    }
}
