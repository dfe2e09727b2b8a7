/// The standard library's integer types other than `Int` (`UInt8`, `Int32`, `UInt64`,
/// `UInt`, …): their names, widths and signedness, which the checker types literals and
/// operators by and the runtime computes with.
public enum SizedInteger: UInt8, CaseIterable, Sendable {
    case int8, uint8, int16, uint16, int32, uint32, int64, uint64, uint

    /// One type's facts.
    public struct Shape: Sendable {
        /// The type's name in Swift.
        public let name: String
        /// How many bits it has.
        public let bitWidth: Int
        /// Whether it holds negative numbers.
        public let isSigned: Bool
    }

    /// Each type's facts, in the order of the cases.
    private static let shapes: [Shape] = [
        Shape(name: "Int8", bitWidth: 8, isSigned: true), Shape(name: "UInt8", bitWidth: 8, isSigned: false),
        Shape(name: "Int16", bitWidth: 16, isSigned: true), Shape(name: "UInt16", bitWidth: 16, isSigned: false),
        Shape(name: "Int32", bitWidth: 32, isSigned: true), Shape(name: "UInt32", bitWidth: 32, isSigned: false),
        Shape(name: "Int64", bitWidth: 64, isSigned: true), Shape(name: "UInt64", bitWidth: 64, isSigned: false),
        Shape(name: "UInt", bitWidth: 64, isSigned: false),
    ]

    /// The type's facts.
    public var shape: Shape { Self.shapes[Int(rawValue)] }
    /// The type's name in Swift.
    public var name: String { shape.name }
    /// How many bits it has.
    public var bitWidth: Int { shape.bitWidth }
    /// Whether it holds negative numbers.
    public var isSigned: Bool { shape.isSigned }

    /// The type named `name`, if it is one of these.
    public static func named(_ name: String) -> SizedInteger? { byName[name] }
    private static let byName: [String: SizedInteger] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

    /// The smallest value, as a number of any size.
    public var min: Int128 { isSigned ? -(Int128(1) << (bitWidth - 1)) : 0 }
    /// The largest value.
    public var max: Int128 { isSigned ? (Int128(1) << (bitWidth - 1)) - 1 : (Int128(1) << bitWidth) - 1 }

    /// The unsigned type of the same width (`magnitude`'s type): itself when unsigned.
    public var unsignedCounterpart: SizedInteger {
        switch self {
        case .int8: .uint8
        case .int16: .uint16
        case .int32: .uint32
        case .int64: .uint64
        default: self
        }
    }

    /// Whether `n` fits.
    public func holds(_ n: Int128) -> Bool { n >= min && n <= max }

    /// `n` cut to this type's width (`truncatingIfNeeded`), as a number of any size.
    public func truncating(_ n: Int128) -> Int128 {
        let mask = (Int128(1) << bitWidth) - 1
        let low = n & mask
        if isSigned, low > max { return low - (Int128(1) << bitWidth) }
        return low
    }

    /// The value an integer literal's text spells (`0xFF`, `1_000`), nil past 128 bits.
    public static func literalValue(_ text: String) -> Int128? {
        let digits = text.filter { $0 != "_" }
        for (prefix, radix) in [("0x", 16), ("0b", 2), ("0o", 8)] where digits.hasPrefix(prefix) {
            return Int128(digits.dropFirst(2), radix: radix)
        }
        return Int128(digits)
    }
}

extension SemaType {
    /// The sized integer type this is, if it is one.
    public var sizedInteger: SizedInteger? {
        if case .named(let n) = self { return SizedInteger.named(n) }
        return nil
    }

    /// The type of an integer's `magnitude`: `UInt` for `Int`, the unsigned counterpart for
    /// a sized type; nil for any other type.
    var magnitudeType: SemaType? {
        if self == .int { return .named("UInt") }
        return sizedInteger.map { .named($0.unsignedCounterpart.name) }
    }

    /// Whether this is `Int` or one of the sized integer types.
    var isInteger: Bool { self == .int || sizedInteger != nil }
}
