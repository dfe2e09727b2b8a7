/// One-sided ranges: `2...` (PartialRangeFrom), `..<5` (PartialRangeUpTo) and `...5`
/// (PartialRangeThrough), in patterns (`case 90...:`) and as array subscripts (`xs[1...]`).
///
/// A partial range is a `.range` whose missing bound is `Int.min` or `Int.max`: a pattern
/// compares against it as against any range, and a subscript puts the collection's own
/// bound in its place (see `PartialRange.clamped`).
final class PartialRange: Expr {
    /// The written bound.
    let bound: Expr
    /// The operator: `...` after the bound, or `..<` / `...` before it.
    let isUpperBound: Bool
    let closed: Bool
    init(bound: Expr, isUpperBound: Bool, closed: Bool, loc: CodeLocation) {
        self.bound = bound
        self.isUpperBound = isUpperBound
        self.closed = closed
        super.init(loc: loc)
    }
    override func eval(_ i: Interpreter) throws -> Value {
        guard case .int(let n) = try bound.eval(i) else {
            throw Trap("coordlab does not support one-sided ranges of this type yet", at: loc)
        }
        if !isUpperBound { return .range(n, Int.max, closed: true) }
        if closed {
            guard n < Int.max else { throw Trap("Range requires lowerBound <= upperBound", at: loc) }
            return .range(Int.min, n + 1, closed: true)
        }
        return .range(Int.min, n, closed: false)
    }

    /// `lo..<hi` with a missing bound replaced by the collection's (`0` and `count`).
    static func clamped(_ lo: Int, _ hi: Int, count: Int) -> (Int, Int) {
        (lo == Int.min ? 0 : lo, hi == Int.max ? count : hi)
    }

    /// How Swift prints a one-sided range, or nil for a range with both bounds.
    static func description(_ lo: Int, _ hi: Int, closed: Bool) -> String? {
        if hi == Int.max, closed { return "PartialRangeFrom<Int>(lowerBound: \(lo))" }
        guard lo == Int.min else { return nil }
        return closed ? "PartialRangeThrough<Int>(upperBound: \(hi - 1))" : "PartialRangeUpTo<Int>(upperBound: \(hi))"
    }
}
