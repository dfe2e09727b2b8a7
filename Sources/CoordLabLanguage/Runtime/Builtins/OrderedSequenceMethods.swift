import CoordLabSyntax

/// Array's methods that compare it with another sequence element by element
/// (`elementsEqual(_:)`, `starts(with:)`, `lexicographicallyPrecedes(_:)`) or move an index (`index(after:)`,
/// `index(before:)`, `index(_:offsetBy:)`, `distance(from:to:)`, which, as Swift's, check no bounds).
extension Interpreter {
    /// Calls one of the methods above on `items`; nil for any other.
    func orderedSequenceMethod(_ items: [Value], _ name: String, _ a: [Value], labels: [String?],
                               at loc: CodeLocation) throws -> Value? {
        switch (name, labels) {
        case ("elementsEqual", [nil]):
            let other = try elements(ofSequence: a[0], at: loc)
            return .bool(try pairsEqual(items, other, at: loc) && items.count == other.count)
        case ("starts", ["with"]):
            let other = try elements(ofSequence: a[0], at: loc)
            return .bool(try pairsEqual(items, other, at: loc) && other.count <= items.count)
        case ("lexicographicallyPrecedes", [nil]):
            return .bool(try precedes(items, try elements(ofSequence: a[0], at: loc), at: loc))
        case ("index", ["after"]): return .int(intArg(a, 0) + 1)
        case ("index", ["before"]): return .int(intArg(a, 0) - 1)
        case ("index", [nil, "offsetBy"]):
            guard a.count == 2, case .int(let i) = a[0], case .int(let n) = a[1] else { return nil }
            return .int(i + n)
        case ("distance", ["from", "to"]):
            guard a.count == 2, case .int(let i) = a[0], case .int(let j) = a[1] else { return nil }
            return .int(j - i)
        default: return nil
        }
    }

    /// Whether `xs` comes before `ys` in dictionary order: at the first position where one
    /// is less than the other (asked `x < y`, then `y < x`, as Swift asks), or by being a
    /// proper prefix of it.
    private func precedes(_ xs: [Value], _ ys: [Value], at loc: CodeLocation) throws -> Bool {
        for (x, y) in zip(xs, ys) {
            if case .bool(true) = try binary(.less, x, y, at: loc) { return true }
            if case .bool(true) = try binary(.less, y, x, at: loc) { return false }
        }
        return xs.count < ys.count
    }

    /// Whether `xs` and `ys` are equal at each position both have, compared in order up to
    /// the first that differs, as Swift's iterators compare them.
    private func pairsEqual(_ xs: [Value], _ ys: [Value], at loc: CodeLocation) throws -> Bool {
        for (x, y) in zip(xs, ys) where !(try equal(x, y, at: loc)) { return false }
        return true
    }
}
