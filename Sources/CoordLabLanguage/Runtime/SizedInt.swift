import CoordLabSema

/// A value of one of Swift's sized integer types (`UInt8`, `Int32`, `UInt64`, …): the type
/// travels with the value, so printing, `type(of:)` and overflow follow it through generic
/// code, where types are erased at run time.
public struct SizedInt: Hashable, Sendable {
    /// The value's type.
    public let kind: SizedInteger
    /// The value as a 64-bit pattern (sign-extended for the signed types).
    public let bits: UInt64

    /// `n` as a value of `kind`; `n` must fit.
    init(_ n: Int128, _ kind: SizedInteger) {
        self.kind = kind
        bits = UInt64(truncatingIfNeeded: n)
    }

    /// `n` as a value of `kind` when it fits.
    init?(exactly n: Int128, _ kind: SizedInteger) {
        guard kind.holds(n) else { return nil }
        self.init(n, kind)
    }

    /// The number it stands for.
    var number: Int128 { kind.isSigned ? Int128(Int64(bitPattern: bits)) : Int128(bits) }
}

extension Value {
    /// The value as a number of any size, if it is an integer (an `Int` or a sized one).
    var integerNumber: Int128? {
        switch self {
        case .int(let n): return Int128(n)
        case .sized(let s): return s.number
        default: return nil
        }
    }
}
