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

#if canImport(Glibc)
/// Foundation's `capitalized`, for a compiler building this prelude without Foundation:
/// coordlab itself asks Foundation. Each word's first letter upper case (a letter after
/// anything but a letter or an apostrophe starts a word), the rest lower case.
extension StringProtocol {
    var capitalized: String {
        var out = ""
        var previous: Character? = nil
        for c in self {
            let startsWord = c.isLetter && !(previous.map { $0.isLetter || $0 == "'" || $0 == "\u{2019}" } ?? false)
            if startsWord {
                let upper = String(c).uppercased()
                out += String(upper.prefix(1)) + upper.dropFirst().lowercased()
            } else {
                out += String(c).lowercased()
            }
            previous = c
        }
        return out
    }

    /// Foundation's `localizedCaseInsensitiveContains(_:)`, as it answers for the text of
    /// the suite's programs: whether `other` occurs, letters compared without their case.
    func localizedCaseInsensitiveContains(_ other: String) -> Bool {
        other.isEmpty ? false : self.lowercased().contains(other.lowercased())
    }

    /// Foundation's `padding(toLength:withPad:startingAt:)`: the string cut to `length`, or
    /// filled to it with `pad`'s characters from `start` on, round and round.
    func padding(toLength length: Int, withPad pad: String, startingAt start: Int) -> String {
        let own = Array(self)
        if length <= own.count {
            return String(own[0..<length])
        }
        let padding = Array(pad)
        var out = String(own)
        var k = start
        while out.count < length {
            out.append(padding[k % padding.count])
            k += 1
        }
        return out
    }
}
#endif
