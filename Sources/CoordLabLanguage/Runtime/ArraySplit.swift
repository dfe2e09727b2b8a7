import CoordLabSyntax

/// Array's `split(separator:maxSplits:omittingEmptySubsequences:)` and
/// `split(maxSplits:omittingEmptySubsequences:whereSeparator:)`: slices of the array
/// between separators, found and cut in Swift's order.
extension Interpreter {
    /// The slices of `b` between its separators (`a` holds the separator or the closure
    /// that tells one, then the options its labels name).
    func split(_ b: ArrayBuffer, _ a: [Value], labels: [String?], at loc: CodeLocation) throws -> Value {
        var maxSplits = Int.max, omitting = true
        var isSeparator: (Value) throws -> Bool = { _ in false }
        for (label, value) in zip(labels, a) {
            switch (label, value) {
            case ("maxSplits", .int(let n)):
                guard n >= 0 else { throw Trap("Must take zero or more splits", at: loc) }
                maxSplits = n
            case ("omittingEmptySubsequences", .bool(let o)): omitting = o
            case ("separator", _): isSeparator = { try self.equal($0, value, at: loc) }
            default: isSeparator = { try self.truth(try self.callFunction(value, [$0], at: loc), loc) }
            }
        }
        var parts: [Value] = []
        var start = 0
        func cut(to end: Int) -> Bool {
            if start == end && omitting { return false }
            parts.append(slice(of: b, positions: start..<end))
            return true
        }
        let n = b.items.count
        if maxSplits == 0 || n == 0 {
            _ = cut(to: n)
            return newArray(parts)
        }
        var end = 0
        while end != n {
            guard try isSeparator(b.items[end]) else { end += 1; continue }
            let didCut = cut(to: end)
            end += 1
            start = end
            if didCut && parts.count == maxSplits { break }
        }
        if start != n || !omitting { parts.append(slice(of: b, positions: start..<n)) }
        return newArray(parts)
    }
}
