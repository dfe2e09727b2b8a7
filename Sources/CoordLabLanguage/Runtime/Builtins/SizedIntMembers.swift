import CoordLabSema
import CoordLabSyntax

/// The members coordlab gives the sized integer types, computed by Swift's own on a
/// value of the same width: the bit counts, `byteSwapped`, `isMultiple(of:)`, `signum()`
/// and the arithmetic that reports overflow instead of trapping.
extension Interpreter {
    /// Property `name` of `s`; nil when there is none.
    func sizedProperty(_ name: String, of s: SizedInt) -> Value? {
        let pattern = s.bits & (s.kind.bitWidth == 64 ? .max : (1 << UInt64(s.kind.bitWidth)) - 1)
        let unused = 64 - s.kind.bitWidth
        switch name {
        case "description": return .string(String(s.number))
        case "nonzeroBitCount": return .int(pattern.nonzeroBitCount)
        case "leadingZeroBitCount": return .int(pattern.leadingZeroBitCount - unused)
        case "trailingZeroBitCount": return .int(Swift.min(pattern.trailingZeroBitCount, s.kind.bitWidth))
        case "byteSwapped":
            let swapped = pattern.byteSwapped >> UInt64(unused)
            return .sized(SizedInt(s.kind.truncating(Int128(swapped)), s.kind))
        default: return nil
        }
    }

    /// Method `name` of `s`; nil when there is none.
    func sizedMethod(_ s: SizedInt, _ name: String, _ a: [Value], labels: [String?], at loc: CodeLocation) throws -> Value? {
        let x = s.number, kind = s.kind
        if name == "signum", a.isEmpty { return .sized(SizedInt(x.signum(), kind)) }
        guard let y = a.first?.integerNumber else { return nil }
        switch (name, labels) {
        case ("isMultiple", ["of"]): return .bool(y == 0 ? x == 0 : x % y == 0)
        case ("addingReportingOverflow", [nil]): return reporting(x + y, kind)
        case ("subtractingReportingOverflow", [nil]): return reporting(x - y, kind)
        case ("multipliedReportingOverflow", ["by"]): return reporting(x * y, kind)
        default: return nil
        }
    }

    /// `(partialValue: n wrapped, overflow: whether n did not fit)`.
    private func reporting(_ n: Int128, _ kind: SizedInteger) -> Value {
        tupleOf([.sized(SizedInt(kind.truncating(n), kind)), .bool(!kind.holds(n))], labels: ["partialValue", "overflow"])
    }
}
