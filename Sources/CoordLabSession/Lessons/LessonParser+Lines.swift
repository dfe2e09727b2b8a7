import Foundation

/// The line-level reading of a lesson file: its front matter, fenced blocks and hints.
extension LessonParser {
    /// `key: value` lines between `---` lines at the top.
    mutating func frontMatter() throws -> [String: (value: String, line: Int)] {
        guard lines.first == "---" else { throw fail(1, "lessonFile.noFrontMatter") }
        var meta: [String: (String, Int)] = [:]
        k = 1
        while k < lines.count, lines[k] != "---" {
            let line = lines[k]
            if line.trimmingCharacters(in: .whitespaces).isEmpty || line.hasPrefix("#") { k += 1; continue }
            guard let colon = line.firstIndex(of: ":") else { throw fail(k + 1, "lessonFile.frontMatterLine") }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            var value = String(line[line.index(after: colon)...])
            if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
            meta[key] = (value.trimmingCharacters(in: .whitespaces), k + 1)
            k += 1
        }
        guard k < lines.count else { throw fail(1, "lessonFile.frontMatterOpen") }
        k += 1
        return meta
    }

    /// The info string of a fence line, or nil.
    func fenceInfo(_ line: String) -> String? {
        guard line.hasPrefix("```") else { return nil }
        return line.dropFirst(3).trimmingCharacters(in: .whitespaces)
    }

    /// The lines of the fenced block starting at `k`; leaves `k` after the closing fence.
    mutating func fenced() throws -> [String] {
        let open = k
        k += 1
        var body: [String] = []
        while k < lines.count, lines[k] != "```" { body.append(lines[k]); k += 1 }
        guard k < lines.count else { throw fail(open + 1, "lessonFile.unclosed") }
        k += 1
        return body
    }

    /// A `- Hint:` line at `k` and its indented continuation lines, as one line; leaves `k` after them.
    mutating func hint() -> String {
        var hint = String(lines[k].dropFirst(7)).trimmingCharacters(in: .whitespaces)
        k += 1
        while k < lines.count, lines[k].hasPrefix("  "), !lines[k].trimmingCharacters(in: .whitespaces).isEmpty {
            hint += " " + lines[k].trimmingCharacters(in: .whitespaces)
            k += 1
        }
        return hint
    }
}
