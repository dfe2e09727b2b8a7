import CoordLabSyntax

/// String's index API at run time. An index is the number of characters before it (the
/// checker types it `String.Index`, refuses printing one, and refuses the index API of a
/// substring, whose indices are its base string's), so every operation is Swift's on the
/// string's characters, with Swift's traps for an index out of bounds.
extension Interpreter {
    /// Swift's trap for an index outside the string.
    private static let outOfBounds = "String index is out of bounds"

    /// `startIndex`, `endIndex` and `indices` of `s`; nil for another property.
    func stringIndexProperty(_ s: String, _ name: String) -> Value? {
        switch name {
        case "startIndex": return .int(0)
        case "endIndex": return .int(s.count)
        case "indices": return .range(0, s.count, closed: false)
        default: return nil
        }
    }

    /// `index(after:)`, `index(before:)`, `index(_:offsetBy:)`, `index(_:offsetBy:limitedBy:)`
    /// and `distance(from:to:)` of `s`; nil for another method.
    func stringIndexMethod(_ s: String, _ name: String, _ a: [Value], labels: [String?], at loc: CodeLocation) throws -> Value? {
        let ints = a.compactMap { if case .int(let n) = $0 { n } else { nil } }
        guard ints.count == a.count else { return nil }
        let end = s.count
        func valid(_ k: Int, _ range: ClosedRange<Int>) throws -> Value {
            guard range.contains(k) else { throw Trap(Self.outOfBounds, at: loc) }
            return .int(k)
        }
        switch (name, labels) {
        case ("index", ["after"]):
            guard ints[0] >= 0, ints[0] < end else { throw Trap(Self.outOfBounds, at: loc) }
            return .int(ints[0] + 1)
        case ("index", ["before"]):
            guard ints[0] > 0 else { throw Trap(Self.outOfBounds, at: loc) }
            return try valid(ints[0] - 1, 0...end)
        case ("index", [nil, "offsetBy"]):
            _ = try valid(ints[0], 0...end)
            return try valid(ints[0] + ints[1], 0...end)
        case ("index", [nil, "offsetBy", "limitedBy"]):
            let (from, by, limit) = (ints[0], ints[1], ints[2])
            _ = try valid(from, 0...end)
            if by >= 0, limit >= from, from + by > limit { return Value.none }
            if by < 0, limit <= from, from + by < limit { return Value.none }
            return try valid(from + by, 0...end)
        case ("distance", ["from", "to"]):
            return .int(ints[1] - ints[0])
        default:
            return nil
        }
    }

    /// `s[k]`: the character `k` characters in.
    func stringCharacter(_ s: String, at k: Int, loc: CodeLocation) throws -> Value {
        guard k >= 0, k < s.count else { throw Trap(Self.outOfBounds, at: loc) }
        return .string(String(s[s.index(s.startIndex, offsetBy: k)]))
    }

    /// `s[lo..<hi]` (a one-sided range's missing bound is the string's own).
    func stringSlice(_ s: String, from lo: Int, to hi: Int, at loc: CodeLocation) throws -> Value {
        let (from, to) = try stringBounds(s, lo, hi, at: loc)
        return .string(String(Array(s)[from..<to]))
    }

    /// A range's bounds as character offsets into `s`, checked.
    func stringBounds(_ s: String, _ lo: Int, _ hi: Int, at loc: CodeLocation) throws -> (Int, Int) {
        let (from, to) = PartialRange.clamped(lo, hi, count: s.count)
        guard from >= 0, to <= s.count, from <= to else { throw Trap(Self.outOfBounds, at: loc) }
        return (from, to)
    }

    /// `insert(_:at:)`, `insert(contentsOf:at:)`, `remove(at:)`, `removeSubrange(_:)` and
    /// `replaceSubrange(_:with:)` on `text`; the result, or nil when `a` is not one of them.
    func mutateStringAtIndex(_ text: inout String, _ method: MutatingMethod, _ a: [Value], at loc: CodeLocation) throws -> Value? {
        var chars = Array(text)
        let result: Value
        switch (method, a.first, a.last) {
        case (.insert, .string(let added)?, .int(let k)?) where a.count == 2:
            guard k >= 0, k <= chars.count else { throw Trap(Self.outOfBounds, at: loc) }
            chars.insert(contentsOf: added, at: k)
            result = .void
        case (.remove, .int(let k)?, _) where a.count == 1:
            guard k >= 0, k < chars.count else { throw Trap(Self.outOfBounds, at: loc) }
            result = .string(String(chars.remove(at: k)))
        case (.removeSubrange, .range(let lo, let hi, _)?, _) where a.count == 1:
            let (from, to) = try stringBounds(text, lo, hi, at: loc)
            chars.removeSubrange(from..<to)
            result = .void
        case (.replaceSubrange, .range(let lo, let hi, _)?, .string(let new)?) where a.count == 2:
            let (from, to) = try stringBounds(text, lo, hi, at: loc)
            chars.replaceSubrange(from..<to, with: new)
            result = .void
        default:
            return nil
        }
        text = String(chars)
        return result
    }
}
