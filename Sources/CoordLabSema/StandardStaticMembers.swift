/// The static members coordlab gives the standard library's number types (`Int.max`,
/// `Double.pi`), with their values: the checker types such a read by its value's type and
/// refuses, before the program runs, one coordlab lacks; the runtime reads the value.
public enum StandardStaticMembers {
    /// A constant's value.
    public enum Constant: Sendable {
        case int(Int), double(Double)
        /// A sized integer type's value (`UInt8.max`).
        case sized(SizedInteger, Int128)
        /// A `Float` (`Float.pi`).
        case float(Float)

        /// The constant's type.
        var type: SemaType {
            switch self {
            case .int: return .int
            case .double: return .double
            case .sized(let kind, _): return .named(kind.name)
            case .float: return .float
            }
        }
    }

    /// By type name, each member's value. `Bool` has none: `Bool.random()` is refused,
    /// as `Int.random(in:)` is, since its value changes from run to run.
    public static let byType: [String: [String: Constant]] = [
        "Bool": [:],
        "Float": ["pi": .float(.pi), "infinity": .float(.infinity), "greatestFiniteMagnitude": .float(.greatestFiniteMagnitude),
                  "zero": .float(0), "nan": .float(.nan), "ulpOfOne": .float(.ulpOfOne)],
        "Int": ["max": .int(.max), "min": .int(.min), "zero": .int(0), "bitWidth": .int(Int.bitWidth)],
        "Double": ["pi": .double(.pi), "infinity": .double(.infinity), "greatestFiniteMagnitude": .double(.greatestFiniteMagnitude),
                   "leastNonzeroMagnitude": .double(.leastNonzeroMagnitude), "zero": .double(0), "nan": .double(.nan),
                   "ulpOfOne": .double(.ulpOfOne), "leastNormalMagnitude": .double(.leastNormalMagnitude)],
    ].merging(SizedInteger.allCases.map { kind in
        (kind.name, ["max": Constant.sized(kind, kind.max), "min": .sized(kind, kind.min), "zero": .sized(kind, 0),
                     "bitWidth": .int(kind.bitWidth)])
    }) { a, _ in a }
}
