import CoordLabSema
import CoordLabSyntax

/// The members coordlab gives `Int` and the sized integer types, computed by Swift's own on
/// a value of the same width: the bit counts, `byteSwapped`, `magnitude`, `isMultiple(of:)`,
/// `signum()` and the arithmetic that reports overflow instead of trapping.
extension Interpreter {
    /// Property `name` of `s`; nil when there is none.
    func sizedProperty(_ name: String, of s: SizedInt) -> Value? {
        integerProperty(name, of: s, magnitude: s.kind.unsignedCounterpart, as: { .sized(SizedInt($0, s.kind)) })
    }

    /// Method `name` of `s`; nil when there is none.
    func sizedMethod(_ s: SizedInt, _ name: String, _ a: [Value], labels: [String?], at loc: CodeLocation) throws -> Value? {
        integerMethod(s, name, a, labels: labels, as: { .sized(SizedInt($0, s.kind)) })
    }

    /// Property `name` of an `Int`; nil when there is none.
    func intProperty(_ name: String, of n: Int) -> Value? {
        integerProperty(name, of: SizedInt(Int128(n), .int64), magnitude: .uint, as: { .int(Int($0)) })
    }

    /// Property `name` of an integer `s`, whose own type's values `wrap` makes from a number
    /// and whose `magnitude` is of type `magnitudeKind`.
    private func integerProperty(_ name: String, of s: SizedInt, magnitude magnitudeKind: SizedInteger,
                                 as wrap: (Int128) -> Value) -> Value? {
        let pattern = s.bits & (s.kind.bitWidth == 64 ? .max : (1 << UInt64(s.kind.bitWidth)) - 1)
        let unused = 64 - s.kind.bitWidth
        switch name {
        case "description": return .string(String(s.number))
        case "nonzeroBitCount": return .int(pattern.nonzeroBitCount)
        case "leadingZeroBitCount": return .int(pattern.leadingZeroBitCount - unused)
        case "trailingZeroBitCount": return .int(Swift.min(pattern.trailingZeroBitCount, s.kind.bitWidth))
        case "byteSwapped": return wrap(s.kind.truncating(Int128(pattern.byteSwapped >> UInt64(unused))))
        case "magnitude": return .sized(SizedInt(Int128(s.number.magnitude), magnitudeKind))
        default: return nil
        }
    }

    /// Method `name` of an integer `s`, whose own type's values `wrap` makes from a number.
    func integerMethod(_ s: SizedInt, _ name: String, _ a: [Value], labels: [String?], as wrap: (Int128) -> Value) -> Value? {
        let x = s.number, kind = s.kind
        if name == "signum", a.isEmpty { return wrap(x.signum()) }
        guard let y = a.first?.integerNumber else { return nil }
        switch (name, labels) {
        case ("isMultiple", ["of"]): return .bool(y == 0 ? x == 0 : x % y == 0)
        case ("addingReportingOverflow", [nil]): return reporting(x + y, kind, wrap)
        case ("subtractingReportingOverflow", [nil]): return reporting(x - y, kind, wrap)
        case ("multipliedReportingOverflow", ["by"]): return reporting(x * y, kind, wrap)
        default: return nil
        }
    }

    /// `(partialValue: n wrapped, overflow: whether n did not fit)`.
    private func reporting(_ n: Int128, _ kind: SizedInteger, _ wrap: (Int128) -> Value) -> Value {
        tupleOf([wrap(kind.truncating(n)), .bool(!kind.holds(n))], labels: ["partialValue", "overflow"])
    }
}
