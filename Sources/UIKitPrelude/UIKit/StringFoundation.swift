/// Foundation's methods of strings that apps use most: splitting on a separator or a set
/// of characters, trimming, and replacing. Each gives what Foundation gives, empty parts and
/// an empty separator or target included (`"a,,b".components(separatedBy: ",")` is
/// `["a", "", "b"]`); matching is by character, as Foundation matches a string (an "é"
/// written as "e" and an accent matches "é").
extension String {
    /// The parts between occurrences of `separator`; the whole string when it is empty.
    func components(separatedBy separator: String) -> [String] {
        if separator.isEmpty {
            return [self]
        }
        return self.split(separator: separator, omittingEmptySubsequences: false).map { String($0) }
    }

    /// The parts between the characters of `separators`, empty ones kept.
    func components(separatedBy separators: CharacterSet) -> [String] {
        var parts: [String] = []
        var part: [Character] = []
        for unit in __characterSetUnits() {
            if separators.__contains(unit) {
                parts.append(String(part))
                part = []
            } else {
                part.append(unit)
            }
        }
        parts.append(String(part))
        return parts
    }

    /// The string without the characters of `set` at either end.
    func trimmingCharacters(in set: CharacterSet) -> String {
        let units = __characterSetUnits()
        var start = 0
        var end = units.count
        while start < end && set.__contains(units[start]) {
            start += 1
        }
        while end > start && set.__contains(units[end - 1]) {
            end -= 1
        }
        return String(units[start..<end])
    }

    /// The string with every occurrence of `target` replaced; unchanged when it is empty.
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        if target.isEmpty {
            return self
        }
        return self.replacing(target, with: replacement)
    }

    /// The string's characters as a character set sees them: "\r\n" as its two scalars.
    func __characterSetUnits() -> [Character] {
        var units: [Character] = []
        for c in self {
            if c == "\r\n" {
                units.append("\r")
                units.append("\n")
            } else {
                units.append(c)
            }
        }
        return units
    }
}
