/// How many terminal columns text takes: Unicode's East Asian Width (UAX #11), as
/// terminals and `wcwidth` count it. Hangul, kana and CJK ideographs are wide (two
/// columns); combining marks, joiners and Hangul's medial and final jamo take none.
///
/// Everything that lines text up on a terminal (trees, tables, wrapped prose, completion
/// lists) measures with this rather than `count`, which counts characters.
public enum DisplayWidth {
    /// Wide and fullwidth ranges (East_Asian_Width W or F), sorted, as closed ranges.
    static let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0...0x23F0,
        0x23F3...0x23F3, 0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F...0x267F,
        0x2693...0x2693, 0x26A1...0x26A1, 0x26AA...0x26AB, 0x26BD...0x26BE, 0x26C4...0x26C5,
        0x26CE...0x26CE, 0x26D4...0x26D4, 0x26EA...0x26EA, 0x26F2...0x26F3, 0x26F5...0x26F5,
        0x26FA...0x26FA, 0x26FD...0x26FD, 0x2705...0x2705, 0x270A...0x270B, 0x2728...0x2728,
        0x274C...0x274C, 0x274E...0x274E, 0x2753...0x2755, 0x2757...0x2757, 0x2795...0x2797,
        0x27B0...0x27B0, 0x27BF...0x27BF, 0x2B1B...0x2B1C, 0x2B50...0x2B50, 0x2B55...0x2B55,
        0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
        0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1B000...0x1B2FF,
        0x1F004...0x1F004, 0x1F0CF...0x1F0CF, 0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
        0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF, 0x1FA70...0x1FAFF,
        0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    /// The columns one scalar takes alone: 0, 1 or 2.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let v = scalar.value
        if v == 0 { return 0 }
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if v < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        // Hangul jamo vowels and finals join the leading consonant before them.
        if (0x1160...0x11FF).contains(v) || (0xD7B0...0xD7FF).contains(v) { return 0 }
        return isWide(v) ? 2 : 1
    }

    /// The columns one character (a grapheme cluster) takes: as wide as its widest scalar,
    /// so that a base with combining marks or an emoji sequence counts once.
    public static func of(_ character: Character) -> Int {
        if character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return character.unicodeScalars.map(of).max() ?? 0
    }

    /// The columns `text` takes (one line; a newline counts as nothing).
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        for c in text {
            // Plain ASCII is by far the most common: one column, no table look-up.
            if let a = c.asciiValue { total += a >= 0x20 && a != 0x7F ? 1 : 0 } else { total += of(c) }
        }
        return total
    }

    /// Binary search of the wide ranges.
    private static func isWide(_ v: UInt32) -> Bool {
        var low = 0, high = wide.count - 1
        while low <= high {
            let mid = (low + high) / 2
            if v < wide[mid].lowerBound { high = mid - 1 } else if v > wide[mid].upperBound { low = mid + 1 } else { return true }
        }
        return false
    }
}

extension StringProtocol {
    /// The terminal columns the text takes (see `DisplayWidth`).
    public var displayWidth: Int { DisplayWidth.of(self) }

    /// The text followed by spaces up to `width` columns (unchanged when it is as wide or wider).
    public func padded(toWidth width: Int) -> String {
        String(self) + String(repeating: " ", count: Swift.max(0, width - displayWidth))
    }

    /// The longest prefix that fits in `width` columns.
    public func prefix(columns width: Int) -> String {
        var used = 0
        var out = ""
        for c in self {
            let w = DisplayWidth.of(c)
            if used + w > width { break }
            used += w
            out.append(c)
        }
        return out
    }
}
