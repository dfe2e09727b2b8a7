/// A Swift file or input split into Swift code and `:command` lines.
///
/// A line whose first character is `:`, outside any braces, brackets or parentheses, is a
/// command; everything else is Swift. Commands run at their place in the order.
struct Script {
    /// A piece of a script.
    enum Part: Equatable {
        /// Swift source starting at `line` (1-based) of the file.
        case swift(String, line: Int)
        /// A command line (with its leading `:`) at `line`.
        case command(String, line: Int)
    }

    /// The parts, in order.
    let parts: [Part]

    /// Splits `text`.
    init(_ text: String) {
        var parts: [Part] = []
        var swift: [Substring] = []
        var swiftStart = 1
        var depth = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (k, line) in lines.enumerated() {
            if depth == 0, line.hasPrefix(":") {
                if swift.contains(where: { !$0.allSatisfy(\.isWhitespace) }) {
                    parts.append(.swift(swift.joined(separator: "\n"), line: swiftStart))
                }
                swift = []
                swiftStart = k + 2
                parts.append(.command(String(line).trimmingCharacters(in: .whitespaces), line: k + 1))
                continue
            }
            swift.append(line)
            depth = max(0, depth + Script.nesting(of: line))
        }
        if swift.contains(where: { !$0.allSatisfy(\.isWhitespace) }) {
            parts.append(.swift(swift.joined(separator: "\n"), line: swiftStart))
        }
        self.parts = parts
    }

    /// Opening minus closing brackets on a line, ignoring strings and `//` comments.
    static func nesting(of line: Substring) -> Int {
        var n = 0
        var inString = false
        var previous: Character = " "
        for ch in line {
            if inString {
                if ch == "\"", previous != "\\" { inString = false }
            } else if ch == "\"" {
                inString = true
            } else if ch == "/", previous == "/" {
                break
            } else if "{([".contains(ch) {
                n += 1
            } else if "})]".contains(ch) {
                n -= 1
            }
            previous = ch
        }
        return n
    }
}
