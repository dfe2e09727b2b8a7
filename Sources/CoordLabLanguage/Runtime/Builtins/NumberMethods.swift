import CoordLabSyntax

/// Built-in methods and properties of Ints and Doubles, computed by Swift's own:
/// `quotientAndRemainder(dividingBy:)` (the rest of Int's as the sized integers'),, `squareRoot()`, `truncatingRemainder(dividingBy:)`, `rounded(_:)`, `isNaN`.
extension Interpreter {
    /// Calls Int method `name`; nil when coordlab has none by that name.
    func integerMethod(_ n: Int, _ name: String, _ a: [Value], labels: [String?], at loc: CodeLocation) throws -> Value? {
        // Dividing by zero, or Int.min by -1, traps as Swift's `/` does.
        if name == "quotientAndRemainder", labels == ["dividingBy"], case .int(let d)? = a.first {
            if d == 0 { throw Trap("Division by zero", at: loc) }
            if n == Int.min && d == -1 { throw Trap("Division results in an overflow", at: loc) }
            let (q, r) = n.quotientAndRemainder(dividingBy: d)
            return tupleOf([.int(q), .int(r)], labels: ["quotient", "remainder"])
        }
        return integerMethod(SizedInt(Int128(n), .int64), name, a, labels: labels, as: { .int(Int($0)) })
    }

    /// Calls Double method `name`; nil when coordlab has none by that name.
    func floatingMethod(_ x: Double, _ name: String, _ a: [Value], labels: [String?]) -> Value? {
        switch name {
        case "squareRoot" where a.isEmpty: return .double(x.squareRoot())
        // The divisor is a Double; a literal may still be held as an Int.
        case "truncatingRemainder" where labels == ["dividingBy"]: return a.first?.asDouble.map { .double(x.truncatingRemainder(dividingBy: $0)) }
        case "rounded": return Self.roundingRule(a).map { .double(x.rounded($0)) }
        default: return nil
        }
    }

    /// Double's property `name` (`isNaN`, `magnitude`, …); nil when there is none.
    static func floatingProperty(_ name: String, of x: Double) -> Value? {
        switch name {
        case "isNaN": return .bool(x.isNaN)
        case "isFinite": return .bool(x.isFinite)
        case "isInfinite": return .bool(x.isInfinite)
        case "isZero": return .bool(x.isZero)
        case "magnitude": return .double(x.magnitude)
        default: return nil
        }
    }

    /// The rule `rounded(_:)` and `round(_:)` were given (Swift's default, to nearest or
    /// away from zero, without one); nil for an argument that is not a rule.
    static func roundingRule(_ a: [Value]) -> FloatingPointRoundingRule? {
        guard let given = a.first else { return .toNearestOrAwayFromZero }
        guard case .enumCase(let c) = given else { return nil }
        return roundingRules[c.name]
    }

    /// Swift's rounding rules by the name of the prelude's case that stands for each.
    static let roundingRules: [String: FloatingPointRoundingRule] = [
        "toNearestOrAwayFromZero": .toNearestOrAwayFromZero, "toNearestOrEven": .toNearestOrEven, "up": .up,
        "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
    ]
}

extension Value {
    /// The number as a Double: a Double's value, or an Int literal's where a Double is meant.
    var asDouble: Double? {
        switch self {
        case .double(let d): return d
        case .int(let n): return Double(n)
        default: return nil
        }
    }

    /// The value of a Double or a Float, widened to a Double; nil for anything else.
    var floatingPointNumber: Double? {
        switch self {
        case .double(let d): return d
        case .float(let f): return Double(f)
        default: return nil
        }
    }

    /// Whether the range `lo..<hi` (`lo...(hi - 1)` when `closed`) of Ints holds `d` as
    /// the range of Doubles Swift makes of the same literals would (`case 0..<1:` of a Double).
    static func range(_ lo: Int, _ hi: Int, closed: Bool, holds d: Double) -> Bool {
        d >= Double(lo) && (closed ? d <= Double(hi - 1) : d < Double(hi))
    }
}
